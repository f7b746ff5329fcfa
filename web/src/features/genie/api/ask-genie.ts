import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';
import type { Me } from '@/lib/session/me';

export type GenieRequest = components['schemas']['GenieInputBody'];
export type GenieResult = components['schemas']['GenieAnswerBody'];

/** The learner's time zone: their daily wishes renew at its midnight. */
export function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * POST /api/v1/genie (genie-chat; product §13). One idempotency key per call: a
 * retried request takes no second wish.
 */
export function askGenie(body: GenieRequest, idempotencyKey: string) {
  return unwrap(
    api.POST('/api/v1/genie', {
      body,
      params: { header: { 'Idempotency-Key': idempotencyKey, 'X-Time-Zone': timeZone() } },
    }),
  );
}

export function useAskGenie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenieRequest) => askGenie(body, crypto.randomUUID()),
    onSuccess: (result) => {
      queryClient.setQueryData<Me>(queryKeys.me, (me) =>
        me ? { ...me, credits: result.credits, wishes: result.wishesRemaining } : me,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.me }, { cancelRefetch: false });
      void queryClient.invalidateQueries({ queryKey: queryKeys.genie });
    },
  });
}
