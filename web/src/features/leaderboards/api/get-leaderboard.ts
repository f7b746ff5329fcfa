import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

export type Leaderboard = components['schemas']['LeaderboardOutputBody'];
export type Period = 'week' | 'all';

/** GET /api/v1/leaderboards: a ranking and the caller's own line. */
export function getLeaderboard(period: Period, language: string, signal?: AbortSignal) {
  return unwrap(
    api.GET('/api/v1/leaderboards', {
      params: { query: { period, ...(language ? { language } : {}) } },
      signal,
    }),
  );
}

export function useLeaderboard(period: Period, language: string) {
  return useQuery({
    queryKey: queryKeys.leaderboard.board(period, language),
    queryFn: ({ signal }) => getLeaderboard(period, language, signal),
    // Switching tabs keeps the old table in place until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
