import { useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/v1/public-stories/{storyId}/flashcards: a curated lesson, read-only, before adding it. */
export function previewPublicStory(storyId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET('/api/v1/public-stories/{storyId}/flashcards', {
      params: { path: { storyId } },
      signal,
    }),
  );
}

export function usePublicStoryPreview(storyId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.publicStories.preview(storyId),
    queryFn: ({ signal }) => previewPublicStory(storyId, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
