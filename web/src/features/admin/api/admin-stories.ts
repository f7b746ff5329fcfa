import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap, unwrapEmpty } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

export type AdminStory = components['schemas']['AdminStory'];

export interface StoryFilter {
  q: string;
  language: string;
  public: boolean;
  offset: number;
}

/** GET /api/v1/admin/stories: any owner's stories, newest first. */
export function useStorySearch(f: StoryFilter, limit = 20) {
  return useQuery({
    queryKey: queryKeys.admin.stories.search(f, limit),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/admin/stories', {
          params: {
            query: { q: f.q, language: f.language, public: f.public, offset: f.offset, limit },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/admin/stories/{id}: a story with its cards. */
export function useAdminStory(id: string) {
  return useQuery({
    queryKey: queryKeys.admin.stories.one(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/stories/{id}', { params: { path: { id } }, signal })),
  });
}

/** Delete, publish and unpublish; each refreshes the lists. */
export function useStoryActions() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.stories.all });
  return {
    remove: useMutation({
      mutationFn: (id: string) =>
        unwrapEmpty(api.DELETE('/api/v1/admin/stories/{id}', { params: { path: { id } } })),
      onSuccess,
    }),
    publish: useMutation({
      mutationFn: (storyId: string) =>
        unwrap(
          api.PUT('/api/v1/admin/public-stories/{storyId}', { params: { path: { storyId } } }),
        ),
      onSuccess,
    }),
    unpublish: useMutation({
      mutationFn: (storyId: string) =>
        unwrapEmpty(
          api.DELETE('/api/v1/admin/public-stories/{storyId}', { params: { path: { storyId } } }),
        ),
      onSuccess,
    }),
  };
}
