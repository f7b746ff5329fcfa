import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { useCreateReview } from '@/features/flashcards/api/create-review';
import { ApiError } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import { isNetworkFailure, pendingReviews, sendPendingReviews } from '@/lib/offline-answers';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage-keys';
import { json, mockApi } from '@/test/mock-api';
import { userMe } from '@/test/render';

function wrapper() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.me, userMe);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

describe('answers given offline', () => {
  it('are told apart from answers the server refused', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new ApiError(422))).toBe(false);
    expect(isNetworkFailure(new DOMException('aborted', 'AbortError'))).toBe(false);
  });

  it('are kept when the network is gone, the round goes on, and they are sent once it is back', async () => {
    let online = false;
    const calls = mockApi({
      'POST /api/v1/reviews': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return json(200, { grade: 3, dueToday: null, dueTodayAll: null });
      },
      'POST /api/v1/reviews/import': (call) => {
        if (!online) throw new TypeError('Failed to fetch');
        return json(200, {
          imported: (call.body as { reviews: unknown[] }).reviews.length,
          skipped: 0,
        });
      },
    });
    const { result } = renderHook(() => useCreateReview(), { wrapper: wrapper() });

    let outcome: unknown;
    act(() => {
      result.current.mutate(
        // Asked by ear (decision 0051): the direction waits with the answer.
        { cardId: 'fc_1', mode: 'review', grade: 3, direction: 'listening' },
        {
          onSuccess: (o) => {
            outcome = o;
          },
        },
      );
    });
    await waitFor(() => {
      expect(outcome).toEqual({ grade: 3, dueToday: null, dueTodayAll: null, queued: true });
    });
    expect(result.current.isError).toBe(false);
    const kept = pendingReviews();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      cardId: 'fc_1',
      mode: 'review',
      grade: 3,
      direction: 'listening',
    });
    const key = kept[0]?.idempotencyKey;

    // Still offline: the send fails and keeps the answer.
    await expect(sendPendingReviews()).rejects.toThrow();
    expect(pendingReviews()).toHaveLength(1);

    // Back online: sent once, under the key and time it was given, then forgotten.
    online = true;
    await expect(sendPendingReviews()).resolves.toBe(1);
    const sent = calls.filter((c) => c.path === '/api/v1/reviews/import');
    expect(sent.at(-1)?.body).toEqual({ reviews: kept });
    expect(
      (sent.at(-1)?.body as { reviews: { idempotencyKey: string }[] }).reviews[0]?.idempotencyKey,
    ).toBe(key);
    expect(pendingReviews()).toEqual([]);
    expect(window.localStorage.getItem(storageKeys.pendingReviews)).toBeNull();
    await expect(sendPendingReviews()).resolves.toBe(0);
  });

  it('a refusal from the server is an error, not a queued answer', async () => {
    mockApi({
      'POST /api/v1/reviews': () => json(422, { title: 'Invalid', status: 422 }),
    });
    const { result } = renderHook(() => useCreateReview(), { wrapper: wrapper() });
    act(() => {
      result.current.mutate({ cardId: 'fc_1', mode: 'review', grade: 3 });
    });
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(pendingReviews()).toEqual([]);
  });
});
