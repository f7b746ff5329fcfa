import { storageKeys } from '@/lib/storage-keys';

/**
 * What a guest keeps in this browser: their lessons and their answers.
 * Forgotten when the guest session ends — Logout Guest, or signing in (the
 * dialog says "Logging in will delete all guest data"; a guest who signs up
 * has them in the account already, moved in the sign-up's transaction) — so
 * that the next person on this browser never studies them.
 */
export function forgetGuestData(): void {
  forgetGuestStories();
  remove(storageKeys.guestReviews);
}

/** A guest's lessons kept in the browser (listed in My Stories for whoever uses it). */
export function forgetGuestStories(): void {
  remove(storageKeys.guestStories);
}

/**
 * Answers given offline and not sent yet: forgotten at logout, since they
 * would otherwise be sent with whoever signs in next.
 */
export function forgetPendingAnswers(): void {
  remove(storageKeys.pendingReviews);
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode): nothing was kept.
  }
}
