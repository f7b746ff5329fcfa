import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap, unwrapEmpty } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';
import { tzOffset } from '@/lib/due-today';

export type Share = components['schemas']['ShareOutputBody'];

export type StoryPage = components['schemas']['ListStoriesOutputBody'];

/** What My Stories asks the server for: one language pair ('' for all), titles containing `search`. */
export interface StoryFilter {
  pair: string;
  search: string;
}

/** Stories per page of My Stories. */
export const storyPageSize = 30;

/**
 * GET /api/v1/stories, a page at a time (needs a session): the caller's
 * stories newest first, filtered on the server, with each page's due counts;
 * the first page also names every pair and the total.
 */
export function useStoryPages(enabled: boolean, filter: StoryFilter) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.stories, filter.pair, filter.search],
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }): Promise<StoryPage> =>
      unwrap(
        api.GET('/api/v1/stories', {
          params: {
            query: {
              limit: storyPageSize,
              tzOffset: tzOffset(),
              ...(pageParam ? { after: pageParam } : {}),
              ...(filter.pair ? { pair: filter.pair } : {}),
              ...(filter.search ? { q: filter.search } : {}),
            },
          },
          signal,
        }),
      ),
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
    // A lesson being made moves on: look again while one is unfinished.
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) =>
        p.stories.some((s) => s.status === 'queued' || s.status === 'processing'),
      )
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
