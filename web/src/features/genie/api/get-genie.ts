import { useQuery } from '@tanstack/react-query';

import { timeZone } from '@/features/genie/api/ask-genie';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/v1/genie: wishes, credits, the renewal notice and whether an AI is connected. */
export function useGenieState(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.genie,
    enabled,
    staleTime: 0,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/genie', { signal, params: { header: { 'X-Time-Zone': timeZone() } } }),
      ),
  });
}
