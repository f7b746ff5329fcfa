import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

export type AudioCard = components['schemas']['AudioCard'];

/** GET /api/v1/stories/{id}/audio: a lesson's cards and their audio. */
export function useAudioCards(id: string) {
  return useQuery({
    queryKey: queryKeys.audioFix.lesson(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/stories/{id}/audio', { params: { path: { id } }, signal })),
    enabled: id !== '',
    retry: false,
  });
}

/** POST /api/v1/stories/{id}/audio: makes one card's audio again, or the whole lesson's (free). */
export function useFixAudio(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId?: string) =>
      unwrap(
        api.POST('/api/v1/stories/{id}/audio', {
          params: { path: { id } },
          body: cardId ? { cardId } : {},
        }),
      ),
    onSuccess: async (data) => {
      queryClient.setQueryData(queryKeys.audioFix.lesson(id), data);
      // Study pages read the cards' audio URLs too; the fix closed their reports.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.lessons.one(id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.audioReports.all }),
      ]);
    },
  });
}

/** GET /api/v1/stories: the caller's 100 newest lessons, to pick one to fix. */
export function useMyLessons() {
  return useQuery({
    queryKey: queryKeys.audioFix.lessons,
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/stories', { params: { query: { limit: 100 } }, signal })))
        .stories,
  });
}

/** An open report that a card's audio is wrong. */
export type AudioReport = components['schemas']['AudioReport'];

/**
 * The open reports: of the caller's lessons (GET /api/v1/audio-reports), or
 * of every lesson for an admin (GET /api/v1/admin/audio-reports); one
 * lesson's when storyId is set.
 */
export function useAudioReports(isAdmin: boolean, storyId = '') {
  const query = storyId ? { story: storyId } : {};
  return useQuery({
    queryKey: queryKeys.audioReports.list(isAdmin ? 'all' : 'mine', storyId),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          isAdmin
            ? api.GET('/api/v1/admin/audio-reports', { params: { query }, signal })
            : api.GET('/api/v1/audio-reports', { params: { query }, signal }),
        )
      ).reports,
  });
}

/** POST /api/v1/audio-reports/{id}/dismiss: close a report without a fix. */
export function useDismissReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/v1/audio-reports/{id}/dismiss', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.audioReports.all }),
  });
}
