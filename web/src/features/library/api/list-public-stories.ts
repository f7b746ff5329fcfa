import { useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

export type PublicStory = components['schemas']['PublicStoryBody'];

export interface PairFilter {
  target: string;
  native: string;
}

/** GET /api/v1/public-stories: the 50 newest curated stories, the pair in either order. */
export function listPublicStories(f: PairFilter, signal?: AbortSignal) {
  const query = f.target && f.native ? { target: f.target, native: f.native } : {};
  return unwrap(api.GET('/api/v1/public-stories', { params: { query }, signal }));
}

export function usePublicStories(f: PairFilter, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.publicStories.pair(f.target, f.native),
    queryFn: ({ signal }) => listPublicStories(f, signal),
    enabled,
  });
}
