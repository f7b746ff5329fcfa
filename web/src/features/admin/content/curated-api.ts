import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

/** One saved version of a curated library story. */
export type CuratedVersion = components['schemas']['CuratedVersionBody'];

const keys = queryKeys.admin.content.curated;

/** GET /api/v1/admin/content/curated: every curated story at its newest version. */
export function useCuratedStories() {
  return useQuery({
    queryKey: keys.list,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/admin/content/curated', { signal })),
  });
}

/** GET …/curated/{id}/versions: every version, newest first. */
export function useCuratedVersions(id: string) {
  return useQuery({
    queryKey: keys.versions(id),
    enabled: id !== '',
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/admin/content/curated/{id}/versions', {
          params: { path: { id } },
          signal,
        }),
      ),
  });
}

/** GET …/curated/history: the newest saved versions of every curated story. */
export function useCuratedHistory(limit = 50) {
  return useQuery({
    queryKey: keys.history(limit),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/admin/content/curated/history', { params: { query: { limit } }, signal }),
      ),
  });
}

export interface CuratedDraft {
  id: string; // empty: a new story
  baseVersion: number;
  targetLanguage: string;
  nativeLanguage: string;
  title: string;
  text: string;
}

/** Write a new curated story or save an edit: each a new version. */
export function useSaveCurated() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: CuratedDraft) =>
      d.id === ''
        ? unwrap(
            api.POST('/api/v1/admin/content/curated', {
              body: {
                targetLanguage: d.targetLanguage,
                nativeLanguage: d.nativeLanguage,
                title: d.title,
                text: d.text,
              },
            }),
          )
        : unwrap(
            api.POST('/api/v1/admin/content/curated/{id}', {
              params: { path: { id: d.id } },
              body: { baseVersion: d.baseVersion, title: d.title, text: d.text },
            }),
          ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
