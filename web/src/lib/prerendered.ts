import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api/query-keys';
import { visitorMe } from '@/lib/session/me';

/**
 * The data a prerendered page was rendered with, put in the cache before
 * hydrating so the first render matches the HTML. Home is rendered for a
 * visitor; the answer is marked stale, so /me is asked at once and a signed-in
 * learner's home replaces it.
 */
export function seedPrerenderedPage(queryClient: QueryClient, path: string): void {
  if (path === '/') queryClient.setQueryData(queryKeys.me, visitorMe, { updatedAt: 0 });
}
