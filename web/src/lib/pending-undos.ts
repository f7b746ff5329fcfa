import { api, ApiError, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';
import { tzOffset } from '@/lib/due-today';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';

/** The card as it is again once a grade is taken back. */
export type UndoneReview = components['schemas']['UndoReviewOutputBody'];

/**
 * Grades taken back without a network (decision 0052), kept under
 * storageKeys.pendingUndos and sent after the waiting answers when the
 * network is back (features/flashcards/api/undo-review takes a grade back).
 */

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

/** Keeps the undo of the grade sent under `key` for when the network is back. */
export function keepUndo(key: string): void {
  writeUndos([...readUndos().filter((k) => k !== key), key]);
}

/** DELETE /api/v1/reviews/{key}: null when the server has no such grade (never arrived, or undone). */
export async function deleteReview(key: string): Promise<UndoneReview | null> {
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

let sending: Promise<number> | null = null;

/**
 * Sends the waiting undos, oldest first (one send at a time); one the server
 * settles (done, not on record, kept for good: 200, 404, 409) is forgotten.
 * Resolves to how many it took back. Any other failure keeps the rest for
 * the next try.
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
      if (!(error instanceof ApiError && error.status === 409)) return done;
    }
    writeUndos(readUndos().filter((k) => k !== key));
  }
  return done;
}
