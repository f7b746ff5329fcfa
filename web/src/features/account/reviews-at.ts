import type { RetentionEstimate } from '@/features/account/api/study-settings';

/**
 * The reviews a day at a retention, from the server's estimates (sorted by
 * retention): exact at an estimated point, straight between two, and the
 * nearest end outside them; null without estimates.
 */
export function reviewsAt(
  estimates: readonly RetentionEstimate[],
  retention: number,
): number | null {
  let below: RetentionEstimate | undefined;
  for (const e of estimates) {
    if (e.retention >= retention) {
      if (!below || e.retention === retention) return e.reviewsPerDay;
      const share = (retention - below.retention) / (e.retention - below.retention);
      return below.reviewsPerDay + share * (e.reviewsPerDay - below.reviewsPerDay);
    }
    below = e;
  }
  return below ? below.reviewsPerDay : null;
}
