import { handAnswersToWorker } from '@/lib/answer-sync';
import { api, ApiError, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';
import { tzOffset } from '@/lib/due-today';
import { forgetGuestReviews, readGuestReviews } from '@/lib/guest-reviews';
import { isNetworkFailure } from '@/lib/network-failure';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';

/** The card as it is again once a grade is taken back. */
export type UndoneReview = components['schemas']['UndoReviewOutputBody'];

/**
 * Taking a grade back (decision 0052). The server restores the card's memory,
 * the log, the words and the day's earned credits; this browser forgets its
 * own copies of the answer (a guest's kept answers, the offline queue) so
 * that no later import sends it again. Without a network the undo waits
 * under storageKeys.pendingUndos and goes after the waiting answers.
 */

/** What undoing gave: the server's answer, or null when kept for later or not on record. */
export interface UndoOutcome {
  undone: UndoneReview | null;
  /** No network: the server hears of it when the network is back. */
  queued: boolean;
}

function readUndos(): string[] {
  try {
    const parsed = JSON.parse(readStorage(storageKeys.pendingUndos) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

function writeUndos(keys: string[]): void {
  if (keys.length === 0) window.localStorage.removeItem(storageKeys.pendingUndos);
  else writeStorage(storageKeys.pendingUndos, JSON.stringify(keys.slice(-200)));
}

/** Grades waiting to be taken back on the server, oldest first. */
export function pendingUndos(): string[] {
  return readUndos();
}

/** Answers of the server that end an undo: done (200), not on record (404), or kept for good (409). */
const settled = new Set([404, 409]);

/** DELETE /api/v1/reviews/{key}: null when the server has no such grade (never arrived, or undone). */
async function deleteReview(key: string): Promise<UndoneReview | null> {
  try {
    return await unwrap(
      api.DELETE('/api/v1/reviews/{key}', {
        params: { path: { key }, query: { tzOffset: tzOffset() } },
      }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Takes back the grade sent under `key`. `local`: the lesson lives in this
 * browser only, so there is no server to tell. A grade the server keeps
 * (a later grade of the card, another day, credits spent) throws its problem.
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
    writeUndos([...readUndos().filter((k) => k !== key), key]);
    return { undone: null, queued: true };
  }
}

let sending: Promise<number> | null = null;

/**
 * Sends the waiting undos, oldest first (one send at a time); one the server
 * settles (done, not on record, kept for good) is forgotten. Resolves to how
 * many it took back. Any other failure keeps the rest for the next try.
 */
export function sendPendingUndos(): Promise<number> {
  if (readUndos().length === 0) return Promise.resolve(0);
  sending ??= sendUndos().finally(() => {
    sending = null;
  });
  return sending;
}

async function sendUndos(): Promise<number> {
  let done = 0;
  for (const key of readUndos()) {
    try {
      if (await deleteReview(key)) done += 1;
    } catch (error) {
      if (!(error instanceof ApiError && settled.has(error.status))) return done;
    }
    writeUndos(readUndos().filter((k) => k !== key));
  }
  return done;
}
