import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';
import { track } from '@/lib/insight/track';
import type { Me } from '@/lib/session/me';

export type CreateStoryInput = components['schemas']['CreateStoryInputBody'];
export type CreateStoryOutput = components['schemas']['CreateStoryOutputBody'];

/**
 * POST /api/v1/stories: charges the story and starts its lesson. The key makes
 * a retried request (e.g. a flaky network) never charge twice.
 */
export function createStory(input: CreateStoryInput, idempotencyKey: string) {
  return unwrap(
    api.POST('/api/v1/stories', {
      body: input,
      params: { header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    // A fresh key per click: each click is a new story.
    mutationFn: (input: CreateStoryInput) => createStory(input, crypto.randomUUID()),
    onSuccess: ({ credits }) => {
      track('story_submitted');
      queryClient.setQueryData<Me>(queryKeys.me, (me) => (me ? { ...me, credits } : me));
      void queryClient.invalidateQueries({ queryKey: queryKeys.me }, { cancelRefetch: false });
    },
  });
}
