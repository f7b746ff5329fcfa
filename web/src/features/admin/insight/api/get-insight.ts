import { useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

export type Insight = components['schemas']['InsightOutputBody'];
export type InsightDays = '1' | '7' | '30';

/** GET /api/v1/admin/insight: the dashboard's figures for today, 7 or 30 days. */
export function useInsight(days: InsightDays, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.insight(days),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/insight', { params: { query: { days } }, signal })),
    enabled,
    staleTime: 60_000,
  });
}
