import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { GradeIntervals } from '@/features/flashcards/utils/grade-intervals';
import { markAnswered } from '@/lib/answer-stale';
import { api, ApiError, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';
import { tzOffset } from '@/lib/due-today';
import { keepGuestReview, type GuestReview } from '@/lib/guest-reviews';
import { isNetworkFailure } from '@/lib/network-failure';
import { queueReview } from '@/lib/offline-answers';
import { useMe } from '@/lib/session/me';

export type ReviewInput = Omit<
  components['schemas']['CreateReviewInputBody'],
  'idempotencyKey' | 'tzOffset' | 'reviewedAt'
>;

/** Cards left to study today. */
export interface DueCounts {
  due: number;
  new: number;
  /** A learner's total stopped counting at `due`: more are due (decision 0058). */
  dueCapped?: boolean;
}

/** What recording one answer gave back. */
export interface ReviewOutcome {
  /** The grade given (1–4); null when kept in this browser without a grade of the learner's own. */
  grade: number | null;
  /**
   * Left today in the card's lesson, and in all lessons (the server counts
   * those in Random mode only, where they are shown); null when kept in this
   * browser only.
   */
  dueToday: DueCounts | null;
  dueTodayAll: DueCounts | null;
  /** The card's grade intervals from now on (absent when kept in this browser only). */
  intervals?: GradeIntervals;
  /** No network: the answer is kept in this browser and sent when the network is back. */
  queued?: boolean;
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
  return {
    grade: result.grade,
    dueToday: result.dueToday,
    dueTodayAll: result.dueTodayAll ?? null,
    ...(result.intervals ? { intervals: result.intervals } : {}),
  };
}

/** The longest fields the server takes (longer ones would refuse the whole answer). */
const maxText = 2000;
const maxDurationMs = 86_400_000;

/** One answer, as sent and kept: its key and time are fixed once, so retries count once. */
export function newReview(input: ReviewInput): GuestReview {
  return {
    ...input,
    ...(input.typedAnswer === undefined
      ? {}
      : { typedAnswer: input.typedAnswer.slice(0, maxText) }),
    ...(input.expected === undefined ? {} : { expected: input.expected.slice(0, maxText) }),
    ...(input.durationMs === undefined
      ? {}
      : { durationMs: Math.min(Math.max(0, input.durationMs), maxDurationMs) }),
    idempotencyKey: newIdempotencyKey(),
    reviewedAt: new Date().toISOString(),
  };
}

/**
 * Records answers in any mode. With a session they go to /api/v1/reviews
 * (retried with the same key on a network or server failure); a guest's are
 * kept in this browser first, to move to the account at sign-up even when
 * the request fails. `local`: the lesson is the guest's local copy (the
 * session is gone), so the answer is only kept in this browser. Without a
 * network the answer is queued (offline-answers.ts) and the round goes on.
 */
export function useCreateReview(local = false) {
  const me = useMe();
  const queryClient = useQueryClient();
  const keep = local || me.data?.mode !== 'user';
  const mutation = useMutation({
    // Offline too: the answer is then queued, not paused until the network is back.
    networkMode: 'always',
    mutationFn: async (review: GuestReview): Promise<ReviewOutcome> => {
      if (local) return { grade: review.grade ?? null, dueToday: null, dueTodayAll: null };
      try {
        return await postReview(review);
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        queueReview(review);
        return { grade: review.grade ?? null, dueToday: null, dueTodayAll: null, queued: true };
      }
    },
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    onSuccess: (outcome) => {
      if (outcome.dueToday) markAnswered(queryClient);
    },
  });
  return {
    ...mutation,
    /**
     * Records one answer (kept first for a guest); `options` as for
     * useMutation's mutate. Returns the key it is sent under (what an undo takes back).
     */
    mutate: (input: ReviewInput, options?: Parameters<typeof mutation.mutate>[1]): string => {
      const review = newReview(input);
      if (keep) keepGuestReview(review);
      mutation.mutate(review, options);
      return review.idempotencyKey;
    },
  };
}
