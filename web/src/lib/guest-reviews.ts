import type { components } from '@/lib/api/schema';
import { storageKeys } from '@/lib/storage-keys';

/** One answer as POST /api/v1/reviews/import takes it: the fields, its key and its time. */
export type GuestReview = components['schemas']['ImportReviewBody'];

/**
 * A guest's answers, kept in this browser (decision 0003): a guest studies from a
 * lesson that may live only here, and what they learnt moves to the account
 * when they sign up (POST /api/v1/reviews/import, idempotent by key). They
 * are kept under storageKeys.guestReviews.
 */

/** The most kept; the oldest go first (one import takes at most this many). */
export const maxGuestReviews = 2000;

function isGuestReview(value: unknown): value is GuestReview {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<GuestReview>;
  return (
    typeof v.cardId === 'string' &&
    typeof v.mode === 'string' &&
    typeof v.idempotencyKey === 'string' &&
    typeof v.reviewedAt === 'string'
  );
}

/** The kept answers, oldest first; unreadable storage gives none. `key`: which store. */
export function readGuestReviews(key: string = storageKeys.guestReviews): GuestReview[] {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return [];
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? parsed.filter(isGuestReview) : [];
  } catch {
    return [];
  }
}

function writeGuestReviews(reviews: GuestReview[], key: string): void {
  try {
    if (reviews.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(reviews));
  } catch {
    // Full or unavailable storage: the answer counts on the server only (if there is one).
  }
}

/** Keeps one answer, dropping the oldest beyond maxGuestReviews. */
export function keepGuestReview(review: GuestReview, key: string = storageKeys.guestReviews): void {
  writeGuestReviews([...readGuestReviews(key), review].slice(-maxGuestReviews), key);
}

/** Forgets the answers with these keys (once the server has them). */
export function forgetGuestReviews(
  keys: Set<string>,
  key: string = storageKeys.guestReviews,
): void {
  writeGuestReviews(
    readGuestReviews(key).filter((r) => !keys.has(r.idempotencyKey)),
    key,
  );
}
