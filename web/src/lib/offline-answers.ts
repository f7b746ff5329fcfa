import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { handAnswersToWorker, onAnswersSent } from '@/lib/answer-sync';
import { queryKeys } from '@/lib/api/query-keys';
import {
  forgetGuestReviews,
  keepGuestReview,
  readGuestReviews,
  type GuestReview,
} from '@/lib/guest-reviews';
import { importGuestReviews } from '@/lib/guest-reviews-import';
import { useMe } from '@/lib/session/me';
import { readStorage, storageKeys } from '@/lib/storage-keys';

/**
 * Answers given without a network (decision 0016: study offline), kept in this
 * browser until the server has them. They are sent with the import of kept
 * guest answers (POST /api/v1/reviews/import): each once by its idempotency
 * key, graded at the time it was given. They are kept under
 * storageKeys.pendingReviews.
 */

/** How often kept answers are tried again while some wait and the browser says it is online. */
export const resendEveryMs = 30_000;

/**
 * Keeps an answer that could not be sent, and hands the waiting ones to the
 * service worker, which sends them by Background Sync where the browser can.
 */
export function queueReview(review: GuestReview): void {
  keepGuestReview(review, storageKeys.pendingReviews);
  void handAnswersToWorker(pendingReviews());
}

/** The answers waiting to be sent, oldest first. */
export function pendingReviews(): GuestReview[] {
  return readGuestReviews(storageKeys.pendingReviews);
}

let sending: Promise<number> | null = null;

/**
 * Sends the waiting answers (one send at a time); resolves to how many the
 * server recorded. A failure keeps the rest for the next try.
 */
export function sendPendingReviews(): Promise<number> {
  if (pendingReviews().length === 0) return Promise.resolve(0);
  sending ??= importGuestReviews(storageKeys.pendingReviews)
    .then((result) => result.imported)
    .finally(() => {
      // The worker's copy follows what is still waiting (nothing: it forgets it).
      void handAnswersToWorker(pendingReviews());
      sending = null;
    });
  return sending;
}

/**
 * While someone is signed in (guest or user), sends the waiting answers on
 * page load, when the network comes back, and every half minute while some
 * wait; then refreshes what is due. Answers the worker sent by Background
 * Sync are forgotten here.
 */
export function useSendPendingReviews(): void {
  const me = useMe();
  const queryClient = useQueryClient();
  const signedIn = me.data?.mode === 'user' || me.data?.mode === 'guest';
  useEffect(() => {
    if (!signedIn) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.study.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.studyQueues.all });
    };
    function send() {
      const undos = readStorage(storageKeys.pendingUndos) !== null;
      if (!navigator.onLine || (pendingReviews().length === 0 && !undos)) return;
      // Undos go after the answers they take back; their code loads only
      // when some wait (it is not part of the first page's bytes).
      sendPendingReviews()
        .then(async (imported) =>
          undos
            ? imported + (await import('@/lib/pending-undos').then((m) => m.sendPendingUndos()))
            : imported,
        )
        .then((changed) => {
          if (changed > 0) refresh();
        })
        .catch(() => {
          // Kept: tried again later.
        });
    }
    const stopListening = onAnswersSent((keys) => {
      forgetGuestReviews(new Set(keys), storageKeys.pendingReviews);
      refresh();
    });
    send();
    window.addEventListener('online', send);
    const timer = window.setInterval(send, resendEveryMs);
    return () => {
      stopListening();
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [signedIn, queryClient]);
}
