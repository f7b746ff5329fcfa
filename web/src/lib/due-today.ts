import { useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

export type DueToday = components['schemas']['DueOutputBody'];

/**
 * A due count as shown: "1000+" when a learner's total stopped counting
 * there and more are due (`dueCapped`, decision 0058).
 */
export function dueText(counts: { due: number; dueCapped?: boolean }): string {
  return counts.dueCapped ? `${String(counts.due)}+` : String(counts.due);
}

/** The learner's time zone in minutes east of UTC (the server's tzOffset). */
export function tzOffset(): number {
  return -new Date().getTimezoneOffset();
}

/** GET /api/v1/study/due: what is left to study today, in all lessons and per lesson. */
export function getDueToday(signal?: AbortSignal): Promise<DueToday> {
  return unwrap(
    api.GET('/api/v1/study/due', { params: { query: { tzOffset: tzOffset() } }, signal }),
  );
}

/**
 * What is due today; `enabled` needs a session (a guest or a user). Every
 * recorded answer invalidates queryKeys.study.due.
 */
export function useDueToday(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.study.due,
    queryFn: ({ signal }) => getDueToday(signal),
    enabled,
  });
}
