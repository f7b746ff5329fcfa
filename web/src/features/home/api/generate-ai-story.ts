import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';
import type { Me } from '@/lib/session/me';

export type AiStoryInput = components['schemas']['AiStoryInputBody'];

/** POST /api/v1/ai/story: an AI writes a story for 1 credit (generate-story; product §5). */
export function generateAiStory(input: AiStoryInput, idempotencyKey: string) {
  return unwrap(
    api.POST('/api/v1/ai/story', {
      body: input,
      params: { header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}

export function useGenerateAiStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AiStoryInput) => generateAiStory(input, crypto.randomUUID()),
    onSuccess: ({ credits }) => {
      queryClient.setQueryData<Me>(queryKeys.me, (me) => (me ? { ...me, credits } : me));
      void queryClient.invalidateQueries({ queryKey: queryKeys.me }, { cancelRefetch: false });
    },
  });
}
