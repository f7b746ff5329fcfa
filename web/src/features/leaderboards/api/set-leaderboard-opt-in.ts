import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import { setMe } from '@/lib/session/me';

/** PATCH /api/v1/me: appear on the leaderboards, or not. */
export function setLeaderboardOptIn(on: boolean) {
  return unwrap(api.PATCH('/api/v1/me', { body: { leaderboardOptIn: on } }));
}

export function useSetLeaderboardOptIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeaderboardOptIn,
    onSuccess: async (me) => {
      await setMe(queryClient, me);
      await queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard.all });
    },
  });
}
