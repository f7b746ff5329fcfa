import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, ApiError } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

export type WordCardInput = components['schemas']['AddWordCardInputBody'];

/**
 * POST /api/v1/stories/{id}/word-cards: a word picked in the reader becomes a
 * card (free), with whether the card is new (201) or the lesson already had one of that word (200): the
 * reader says which.
 */
export function useMakeWordCard(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WordCardInput) => {
      const { data, response } = await api.POST('/api/v1/stories/{id}/word-cards', {
        params: { path: { id: storyId } },
        body,
      });
      if (!response.ok || data === undefined) throw new ApiError(response.status);
      return { card: data, created: response.status === 201 };
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.lessons.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.studyQueues.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.study.all });
    },
  });
}
