import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { api, ApiError, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import { forgetGuestReviews, readGuestReviews } from '@/lib/guest-reviews';
import { useMe } from '@/lib/session/me';
import { storageKeys } from '@/lib/storage-keys';

/** Answers per import request (well under the server's 1 MiB body limit). */
export const importChunk = 200;

/** Answers the server refuses as they are (bad request, too large, invalid): kept, they would block every later import. */
const refused = new Set([400, 413, 422]);

/**
 * Sends the kept answers to the account, a chunk at a time. The server
 * records each once (by key) and skips cards that are not the account's, so
 * a chunk it took is forgotten here whatever it made of it; so is a chunk it
 * refuses as invalid (it never would take it). Any other failure (network,
 * server, signed out) stops, keeping the rest for the next try.
 */
export async function importGuestReviews(
  key: string = storageKeys.guestReviews,
): Promise<{ imported: number; skipped: number }> {
  const reviews = readGuestReviews(key);
  const total = { imported: 0, skipped: 0 };
  for (let at = 0; at < reviews.length; at += importChunk) {
    const chunk = reviews.slice(at, at + importChunk);
    const keys = new Set(chunk.map((r) => r.idempotencyKey));
    try {
      const result = await unwrap(api.POST('/api/v1/reviews/import', { body: { reviews: chunk } }));
      total.imported += result.imported;
      total.skipped += result.skipped;
    } catch (error) {
      if (!(error instanceof ApiError && refused.has(error.status))) throw error;
      total.skipped += chunk.length;
    }
    forgetGuestReviews(keys, key);
  }
  return total;
}

/**
 * Once a user is signed in, moves the answers kept as a guest to the account
 * (once per page load; a failure is tried again on the next one).
 */
export function useImportGuestReviews(): void {
  const me = useMe();
  const queryClient = useQueryClient();
  const tried = useRef(false);
  const isUser = me.data?.mode === 'user';
  useEffect(() => {
    if (!isUser || tried.current || readGuestReviews().length === 0) return;
    tried.current = true;
    importGuestReviews()
      .then(({ imported }) => {
        if (imported > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.study.all });
      })
      .catch(() => {
        // Kept: the next page load tries again.
      });
  }, [isUser, queryClient]);
}
