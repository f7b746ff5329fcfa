import { handAnswersToWorker } from '@/lib/answer-sync';
import { forgetGuestReviews, readGuestReviews } from '@/lib/guest-reviews';
import { isNetworkFailure } from '@/lib/network-failure';
import { deleteReview, keepUndo, type UndoneReview } from '@/lib/pending-undos';
import { storageKeys } from '@/lib/storage-keys';

/** What undoing gave: the server's answer, or null when kept for later or not on record. */
export interface UndoOutcome {
  undone: UndoneReview | null;
  /** No network: the server hears of it when the network is back. */
  queued: boolean;
}

/**
 * Takes back the grade sent under `key` (decision 0052). The server restores
 * the card's memory, the log, the words and the day's earned credits; this
 * browser first forgets its own copies of the answer (a guest's kept
 * answers, the offline queue and the worker's copy) so that no later import
 * sends it again. `local`: the lesson lives in this browser only, so there
 * is no server to tell. Without a network the undo waits (lib/pending-undos).
 * A grade the server keeps (a later grade of the card, another day, credits
 * spent) throws its problem.
 */
export async function undoReview(key: string, local: boolean): Promise<UndoOutcome> {
  const keys = new Set([key]);
  forgetGuestReviews(keys);
  const waiting = readGuestReviews(storageKeys.pendingReviews);
  if (waiting.some((r) => r.idempotencyKey === key)) {
    forgetGuestReviews(keys, storageKeys.pendingReviews);
    void handAnswersToWorker(readGuestReviews(storageKeys.pendingReviews));
  }
  if (local) return { undone: null, queued: false };
  try {
    return { undone: await deleteReview(key), queued: false };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    keepUndo(key);
    return { undone: null, queued: true };
  }
}
