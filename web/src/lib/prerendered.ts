import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api/query-keys';
import { visitorMe } from '@/lib/session/me';

/**
 * The data a prerendered page was rendered with, put in the cache before
 * hydrating so the first render matches the HTML. Home is rendered for a
 * visitor; the answer is marked stale, so /me is asked at once and a signed-in
 * learner's home replaces it. About is rendered with the default packs
 * (lib/default-packs) until GET /meta answers.
 */
export function seedPrerenderedPage(queryClient: QueryClient, path: string): void {
  if (path === '/') queryClient.setQueryData(queryKeys.me, visitorMe, { updatedAt: 0 });
  // About states the prices in its HTML: the default packs (its own chunk
  // holds them), which only a server selling at those prices serves prerendered.
  if (path === '/about') queryClient.setQueryData(queryKeys.prerenderedPacks, true);
}
