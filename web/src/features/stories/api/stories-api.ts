import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap, unwrapEmpty } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';
import type { Story } from '@/lib/api/lesson-types';

export type Share = components['schemas']['ShareOutputBody'];

/** GET /api/v1/stories: the caller's stories, newest first (needs a session). */
export function useStories(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.stories,
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/stories', { signal }))).stories as Story[],
    enabled,
    // A lesson being made moves on: look again while one is unfinished.
    refetchInterval: (query) =>
      query.state.data?.some((s) => s.status === 'queued' || s.status === 'processing')
        ? 3000
        : false,
  });
}

/** DELETE /api/v1/stories/{id}. */
export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrapEmpty(api.DELETE('/api/v1/stories/{id}', { params: { path: { id } } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.stories });
      void queryClient.invalidateQueries({ queryKey: queryKeys.study.due });
      void queryClient.invalidateQueries({ queryKey: queryKeys.lessons.all });
    },
  });
}

/** POST /api/v1/stories/{id}/shares: the story's live public link. */
export function useCreateShare() {
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/v1/stories/{id}/shares', { params: { path: { id } } })),
  });
}

/** DELETE /api/v1/shares/{token}. */
export function useRevokeShare() {
  return useMutation({
    mutationFn: (token: string) =>
      unwrapEmpty(api.DELETE('/api/v1/shares/{token}', { params: { path: { token } } })),
  });
}

export type ExportFormat = 'apkg' | 'csv';

/** Where the browser downloads one lesson, or every finished lesson (no id). */
export function exportHref(format: ExportFormat, id?: string): string {
  const query = `?format=${format}`;
  return id
    ? `/api/v1/stories/${encodeURIComponent(id)}/export${query}`
    : `/api/v1/stories/export${query}`;
}

/** GET /api/v1/stories/{id}/flashcards, for correcting them. */
export function useStoryCards(id: string | null) {
  return useQuery({
    queryKey: queryKeys.lessons.cards(id),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/stories/{id}/flashcards', {
          params: { path: { id: id ?? '' } },
          signal,
        }),
      ),
    enabled: id !== null,
  });
}

/** PATCH /api/v1/flashcards/{id}, shared with the study pages (lib/api/edit-card). */
export { useEditCard } from '@/lib/api/edit-card';
