import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';

/** POST /api/v1/public-stories/{storyId}/copies: add a curated story to my stories (free, once). */
export function addPublicStory(storyId: string) {
  return unwrap(
    api.POST('/api/v1/public-stories/{storyId}/copies', { params: { path: { storyId } } }),
  );
}

export function useAddPublicStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPublicStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.publicStories.all }),
  });
}
