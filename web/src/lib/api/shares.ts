import type { QueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * POST /api/v1/shared/{token}/accept: the signed-in learner's copy of a
 * shared story (the server returns the same copy on a repeat), then My
 * Stories and the due counts are fetched anew.
 *
 * A list fetch that started before the copy existed is cancelled first:
 * TanStack Query's invalidation joins a first fetch still in flight instead
 * of starting another, and that fetch's answer lacks the new copy.
 */
export async function acceptShare(queryClient: QueryClient, token: string) {
  const res = await unwrap(
    api.POST('/api/v1/shared/{token}/accept', { params: { path: { token } } }),
  );
  await queryClient.cancelQueries({ queryKey: queryKeys.stories });
  await queryClient.invalidateQueries({ queryKey: queryKeys.stories });
  void queryClient.invalidateQueries({ queryKey: queryKeys.study.due });
  return res;
}
