import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, ApiError, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { Flashcard, Story } from '@/lib/api/lesson-types';
import { findGuestStory, readGuestStories } from '@/lib/guest-stories';

export interface Lesson {
  story: Story;
  flashcards: Flashcard[];
  /** Read from the copy a guest keeps in this browser (the session is gone). */
  local: boolean;
}

/** GET /api/v1/stories/{id}/flashcards. */
export function getStoryFlashcards(id: string, signal?: AbortSignal) {
  return unwrap(api.GET('/api/v1/stories/{id}/flashcards', { params: { path: { id } }, signal }));
}

/** GET /api/v1/stories: the caller's 100 newest stories. */
export function listStories(signal?: AbortSignal) {
  return unwrap(api.GET('/api/v1/stories', { params: { query: { limit: 100 } }, signal }));
}

/**
 * A lesson from the server; when the server does not know it for this
 * session (a guest whose session ended), the guest's local copy.
 */
export async function getLesson(id: string, signal?: AbortSignal): Promise<Lesson> {
  try {
    const lesson = await getStoryFlashcards(id, signal);
    return { ...lesson, local: false };
  } catch (error) {
    const local = findGuestStory(id);
    if (local && error instanceof ApiError && error.status < 500) {
      return { story: local.story, flashcards: local.cards, local: true };
    }
    throw error;
  }
}

/** The lesson query, shared by the pages and the start-up prefetch (app/prefetch-page-data). */
export function lessonQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.lessons.one(id),
    queryFn: ({ signal }) => getLesson(id, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });
}

export function useLesson(id: string | null) {
  return useQuery({ ...lessonQuery(id ?? ''), enabled: id !== null });
}

/**
 * The story to show without ?story: the newest of the server's stories and
 * the guest's local ones; null when there is none.
 */
export async function getNewestStoryId(
  hasSession: boolean,
  signal?: AbortSignal,
): Promise<string | null> {
  const local = readGuestStories();
  let server: Story[] = [];
  if (hasSession) {
    try {
      server = (await listStories(signal)).stories;
    } catch {
      // A failed call: local stories only.
    }
  }
  const candidates = [
    ...server.filter((s) => s.status === 'completed').map((s) => ({ id: s.id, at: s.createdAt })),
    ...local.map((s) => ({ id: s.id, at: s.created_at })),
  ].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return candidates[0]?.id ?? null;
}

/** `hasSession`: a guest or a user (a visitor has no server stories to list). */
export function useNewestStoryId(enabled: boolean, hasSession: boolean) {
  return useQuery({
    queryKey: queryKeys.lessons.newest(hasSession),
    queryFn: ({ signal }) => getNewestStoryId(hasSession, signal),
    enabled,
    staleTime: 0,
  });
}
