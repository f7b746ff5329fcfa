import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';

const key = (id: string) => ['audio-fix', id] as const;

/** GET /api/v1/stories/{id}/audio: a lesson's cards and their audio. */
export function useAudioCards(id: string) {
  return useQuery({
    queryKey: key(id),
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
      queryClient.setQueryData(key(id), data);
      // Study pages read the cards' audio URLs too.
      await queryClient.invalidateQueries({ queryKey: ['lesson', id] });
    },
  });
}

/** GET /api/v1/stories: the caller's lessons, to pick one to fix. */
export function useMyLessons() {
  return useQuery({
    queryKey: ['audio-fix', 'lessons'],
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/v1/stories', { signal }))).stories,
  });
}
