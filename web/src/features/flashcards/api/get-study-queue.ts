import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { Lesson } from '@/features/flashcards/api/get-lesson';
import { api, ApiError, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';
import { tzOffset } from '@/lib/due-today';

export type QueueItem = components['schemas']['QueueItemBody'];

/** GET /api/v1/stories/{id}/study-queue: due cards, then new ones, then the rest. */
export function getStudyQueue(id: string, signal?: AbortSignal) {
  return unwrap(
    api.GET('/api/v1/stories/{id}/study-queue', {
      params: { path: { id }, query: { tzOffset: tzOffset() } },
      signal,
    }),
  );
}

/**
 * The story's study queue; `enabled` is false when there is no session to ask
 * with. It stays put while a mode page shows it (a session works through one
 * order) and is fetched afresh when a mode page opens again.
 */
export function useStudyQueue(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.studyQueues.one(id),
    queryFn: ({ signal }) => getStudyQueue(id ?? '', signal),
    enabled: enabled && id !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });
}

/** A local lesson's queue (no memory kept on a server): every card new, in lesson order. */
export function localQueue(lesson: Lesson): QueueItem[] {
  return lesson.flashcards.map((card) => ({
    cardId: card.id,
    storyId: card.storyId,
    position: card.position,
    group: 'new' as const,
  }));
}

/**
 * The queue a mode page studies: the server's for a lesson on the server, the
 * lesson order for a guest's local copy. `items` is set once it is known.
 */
export function useModeQueue(storyId: string | null, lesson: Lesson | undefined) {
  const remote = lesson !== undefined && !lesson.local && lesson.flashcards.length > 0;
  const queue = useStudyQueue(storyId, remote);
  // The same array while the lesson is the same: a page may defer rendering it.
  const local = useMemo(
    () => (lesson?.local || lesson?.flashcards.length === 0 ? localQueue(lesson) : undefined),
    [lesson],
  );
  if (local) return { isPending: false, isError: false, items: local };
  return {
    isPending: queue.isPending,
    isError: queue.isError,
    items: queue.data?.cards,
  };
}
