import { api, unwrap } from '@/lib/api/client';

export type QuickStorySlug = 'coffee' | 'lost' | 'kitchen' | 'phone';

/**
 * POST /api/v1/quick-stories/{slug}/lessons: the signed-in user's lesson of a
 * quick story (free, the same one every time). A guest gets 401 'unauthorized'.
 */
export function openQuickStory(
  slug: QuickStorySlug,
  targetLanguage: string,
  nativeLanguage: string,
) {
  return unwrap(
    api.POST('/api/v1/quick-stories/{slug}/lessons', {
      params: { path: { slug } },
      body: { targetLanguage, nativeLanguage },
    }),
  );
}

/** Thrown when a lesson ends without cards (product §11 'No flashcards found'). */
export class LessonFailedError extends Error {
  constructor() {
    super('lesson failed');
    this.name = 'LessonFailedError';
  }
}

/** The story opened, but its lesson could not be read while it was made. */
export class LessonLoadError extends Error {
  constructor() {
    super('lesson could not be loaded');
    this.name = 'LessonLoadError';
  }
}

const pollMs = 1000;

/**
 * Resolves when the story's lesson is ready, polling its status once a
 * second (a quick story not yet made for this pair is made now, usually in a
 * few seconds). Rejects with LessonFailedError if it fails.
 */
export async function waitForLesson(id: string, signal?: AbortSignal): Promise<void> {
  for (;;) {
    const story = await unwrap(
      api.GET('/api/v1/stories/{id}/status', { params: { path: { id } }, signal }),
    );
    if (story.status === 'completed') return;
    if (story.status === 'failed') throw new LessonFailedError();
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, pollMs);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      });
    });
  }
}
