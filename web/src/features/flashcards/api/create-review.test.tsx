import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { useCreateReview, type ReviewOutcome } from '@/features/flashcards/api/create-review';
import { queryKeys } from '@/lib/api/query-keys';
import { createQueryClient } from '@/lib/query-client';
import { json, mockApi } from '@/test/mock-api';
import { userMe } from '@/test/render';

describe('an answer recorded on the server', () => {
  // The server counts all lessons' cards in Random mode only (decision 0061):
  // an answer in a lesson comes back with its lesson's counts alone, and
  // what is due and the progress are read again all the same.
  it.each([
    ['a lesson', 'review', undefined],
    ['Random', 'random', { due: 4, new: 2 }],
  ] as const)('in %s gives its counts and refreshes what is due', async (_, mode, all) => {
    mockApi({
      'POST /api/v1/reviews': () =>
        json(200, {
          grade: 3,
          cardId: 'fc_1',
          dueToday: { due: 1, new: 2 },
          ...(all ? { dueTodayAll: all } : {}),
        }),
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.me, userMe);
    queryClient.setQueryData(queryKeys.study.due, { total: { due: 9, new: 9 }, stories: [] });
    queryClient.setQueryData(queryKeys.study.progress, { reviews: 0 });
    // A loaded page of My Stories (its counts and words known move with the answer).
    const storiesPage = [...queryKeys.stories, '', ''];
    queryClient.setQueryData(storiesPage, { pages: [], pageParams: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCreateReview(), { wrapper });

    let outcome: ReviewOutcome | undefined;
    act(() => {
      result.current.mutate(
        { cardId: 'fc_1', mode, grade: 3 },
        {
          onSuccess: (o) => {
            outcome = o;
          },
        },
      );
    });
    await waitFor(() => {
      expect(outcome).toBeDefined();
    });
    expect(outcome).toMatchObject({
      grade: 3,
      dueToday: { due: 1, new: 2 },
      dueTodayAll: all ?? null,
    });
    expect(queryClient.getQueryState(queryKeys.study.due)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.study.progress)?.isInvalidated).toBe(true);
    // Stale, fetched again when My Stories is next shown, not now (decision 0063).
    expect(queryClient.getQueryState(storiesPage)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(storiesPage)?.fetchStatus).toBe('idle');
  });
});
