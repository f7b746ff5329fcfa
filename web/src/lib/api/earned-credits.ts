import { useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';
import { tzOffset } from '@/lib/due-today';

/** Today's study goal and streak, and the credits they earn (users only). */
export type EarnProgress = components['schemas']['EarnBody'];

/** GET /api/v1/earned-credits for a signed-in user. */
export function useEarnedCredits(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.earnedCredits,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/earned-credits', { params: { query: { tzOffset: tzOffset() } }, signal }),
      ),
    enabled,
    staleTime: 0,
  });
}
