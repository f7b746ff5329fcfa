import { useMutation } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';

export type ReviewInput = Omit<
  components['schemas']['CreateReviewInputBody'],
  'idempotencyKey' | 'tzOffset'
>;
export type ReviewResult = components['schemas']['CreateReviewOutputBody'];

/** A key that makes a retried POST count once. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The learner's time zone in minutes east of UTC (the server's tzOffset). */
export function tzOffset(): number {
  return -new Date().getTimezoneOffset();
}

/** POST /api/v1/reviews: one answer in any mode, with a fresh idempotency key. */
export function createReview(input: ReviewInput) {
  return unwrap(
    api.POST('/api/v1/reviews', {
      body: { ...input, idempotencyKey: newIdempotencyKey(), tzOffset: tzOffset() },
    }),
  );
}

export function useCreateReview() {
  return useMutation({ mutationFn: createReview });
}
