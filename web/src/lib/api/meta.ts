import { useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { paths } from '@/lib/api/schema';

export type Meta = paths['/api/v1/meta']['get']['responses'][200]['content']['application/json'];

/** GET /api/v1/meta: server version and the supported languages. */
export function getMeta(signal?: AbortSignal): Promise<Meta> {
  return unwrap(api.GET('/api/v1/meta', { signal }));
}

export function useMeta() {
  return useQuery({
    queryKey: queryKeys.meta,
    queryFn: ({ signal }) => getMeta(signal),
  });
}
