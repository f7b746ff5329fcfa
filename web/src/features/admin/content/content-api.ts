import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

/** One version of a quick story (version 0: the one shipped in the binary). */
export type ContentVersion = components['schemas']['ContentVersionBody'];
export type SaveContentBody = components['schemas']['SaveContentInputBody'];

/** GET /api/v1/admin/content/stories: every quick story as learners get it now. */
export function useContentStories(language = '') {
  return useQuery({
    queryKey: queryKeys.admin.content.stories(language),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/admin/content/stories', {
          params: { query: language ? { language } : {} },
          signal,
        }),
      ),
  });
}

/** GET …/{language}/{slug}/versions: newest first, the original last. */
export function useContentVersions(language: string, slug: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.admin.content.versions(language, slug),
    enabled: enabled && language !== '' && slug !== '',
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/admin/content/stories/{language}/{slug}/versions', {
          params: { path: { language, slug } },
          signal,
        }),
      ),
  });
}

/** GET /api/v1/admin/content/history: the newest saved versions of every story. */
export function useContentHistory(limit = 50) {
  return useQuery({
    queryKey: queryKeys.admin.content.history(limit),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/content/history', { params: { query: { limit } }, signal })),
  });
}

/** Save, retire and restore: each a new version; each refreshes every list. */
export function useContentActions() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.content.all });
  return {
    save: useMutation({
      mutationFn: (body: SaveContentBody) =>
        unwrap(api.POST('/api/v1/admin/content/stories', { body })),
      onSuccess,
    }),
    retire: useMutation({
      mutationFn: (v: { language: string; slug: string; baseVersion: number }) =>
        unwrap(
          api.POST('/api/v1/admin/content/stories/{language}/{slug}/retire', {
            params: { path: { language: v.language, slug: v.slug } },
            body: { baseVersion: v.baseVersion },
          }),
        ),
      onSuccess,
    }),
    restore: useMutation({
      mutationFn: (v: { language: string; slug: string; version: number; baseVersion: number }) =>
        unwrap(
          api.POST('/api/v1/admin/content/stories/{language}/{slug}/restore', {
            params: { path: { language: v.language, slug: v.slug } },
            body: { version: v.version, baseVersion: v.baseVersion },
          }),
        ),
      onSuccess,
    }),
  };
}
