import { useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

export type MapData = components['schemas']['MapOutputBody'];
export type MapLanguage = MapData['languages'][number];

/** GET /api/v1/map: the learning languages, the caller's progress in each, the community's lessons. */
export function getMap(signal?: AbortSignal) {
  return unwrap(api.GET('/api/v1/map', { signal }));
}

export function useMapData() {
  return useQuery({ queryKey: queryKeys.map, queryFn: ({ signal }) => getMap(signal) });
}
