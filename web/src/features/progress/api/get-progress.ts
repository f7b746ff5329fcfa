import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';
import { tzOffset } from '@/lib/due-today';

export type Progress = components['schemas']['ProgressOutputBody'];

/** The ranges of days the reviews chart offers. */
export const progressRanges = [30, 90, 365] as const;
export type ProgressRange = (typeof progressRanges)[number];

/**
 * GET /api/v1/progress (product §19): reviews per day for the last `days`
 * days in the learner's time zone, retention by month, the forecast, cards
 * by state and time studied. Every recorded answer invalidates it; a new
 * range keeps the previous one on screen until it arrives.
 */
export function useProgress(days: ProgressRange, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.study.progress, days],
    queryFn: ({ signal }): Promise<Progress> =>
      unwrap(
        api.GET('/api/v1/progress', { params: { query: { tzOffset: tzOffset(), days } }, signal }),
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
