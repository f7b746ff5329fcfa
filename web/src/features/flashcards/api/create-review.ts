import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';
import { tzOffset } from '@/lib/due-today';
import { keepGuestReview, type GuestReview } from '@/lib/guest-reviews';
import { useMe } from '@/lib/session/me';

export type ReviewInput = Omit<
  components['schemas']['CreateReviewInputBody'],
  'idempotencyKey' | 'tzOffset' | 'reviewedAt'
>;

/** Cards left to study today. */
export interface DueCounts {
  due: number;
  new: number;
}

/** What recording one answer gave back. */
export interface ReviewOutcome {
  /** The grade given (1–4); null when kept in this browser without a grade of the learner's own. */
  grade: number | null;
  /** Left today in the card's lesson, and in all lessons; null when kept in this browser only. */
  dueToday: DueCounts | null;
  dueTodayAll: DueCounts | null;
}

/** A key that makes a retried POST count once. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** POST /api/v1/reviews: one answer, under the key and time the caller gives it. */
export async function postReview(review: GuestReview): Promise<ReviewOutcome> {
  const result = await unwrap(
    api.POST('/api/v1/reviews', { body: { ...review, tzOffset: tzOffset() } }),
  );
  return { grade: result.grade, dueToday: result.dueToday, dueTodayAll: result.dueTodayAll };
}

/**
 * Records answers in any mode. With a session they go to /api/v1/reviews;
 * a guest's are also kept in this browser, to move to the account at sign-up.
 * `local`: the lesson is the guest's local copy (the session is gone), so the
 * answer is only kept in this browser.
 */
export function useCreateReview(local = false) {
  const me = useMe();
  const queryClient = useQueryClient();
  const keep = local || me.data?.mode !== 'user';
  return useMutation({
    mutationFn: async (input: ReviewInput): Promise<ReviewOutcome> => {
      const review: GuestReview = {
        ...input,
        idempotencyKey: newIdempotencyKey(),
        reviewedAt: new Date().toISOString(),
      };
      if (local) {
        keepGuestReview(review);
        return { grade: input.grade ?? null, dueToday: null, dueTodayAll: null };
      }
      const outcome = await postReview(review);
      if (keep) keepGuestReview(review);
      return outcome;
    },
    onSuccess: (outcome) => {
      if (outcome.dueTodayAll) void queryClient.invalidateQueries({ queryKey: ['study', 'due'] });
    },
  });
}
