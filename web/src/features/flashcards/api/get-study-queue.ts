import { useQuery } from '@tanstack/react-query';

import { api, ApiError, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';

export type QueueItem = components['schemas']['QueueItemBody'];

/** GET /api/v1/stories/{id}/study-queue: due cards, then new ones, then the rest. */
export function getStudyQueue(id: string, signal?: AbortSignal) {
  return unwrap(api.GET('/api/v1/stories/{id}/study-queue', { params: { path: { id } }, signal }));
}

/**
 * The story's study queue; `enabled` is false when there is no session to ask
 * with. It stays put while a mode page shows it (a session works through one
 * order) and is fetched afresh when a mode page opens again.
 */
export function useStudyQueue(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['study-queue', id],
    queryFn: ({ signal }) => getStudyQueue(id ?? '', signal),
    enabled: enabled && id !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });
}
