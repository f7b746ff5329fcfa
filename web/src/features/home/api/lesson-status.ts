import { api, unwrap } from '@/lib/api/client';

/** GET /api/v1/stories/{id}/status: the story and the state of its lesson. */
export function getStoryStatus(id: string, signal?: AbortSignal) {
  return unwrap(api.GET('/api/v1/stories/{id}/status', { params: { path: { id } }, signal }));
}

/** GET /api/v1/stories/{id}/flashcards: the finished lesson. */
export function getLessonFlashcards(id: string, signal?: AbortSignal) {
  return unwrap(api.GET('/api/v1/stories/{id}/flashcards', { params: { path: { id } }, signal }));
}

/**
 * POST /api/v1/stories/{id}/workflow-error: the wait ran out; the server
 * refunds a failed or timed-out lesson and says how much.
 */
export function reportWorkflowError(id: string, error: string) {
  return unwrap(
    api.POST('/api/v1/stories/{id}/workflow-error', {
      params: { path: { id } },
      body: { error, errorType: 'story_timeout_hard' },
    }),
  );
}
