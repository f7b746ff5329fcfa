import { useQuery } from '@tanstack/react-query';

import { genieQueryKey, timeZone } from '@/features/genie/api/ask-genie';
import { api, unwrap } from '@/lib/api/client';

/** GET /api/v1/genie: wishes, credits, the renewal notice and whether an AI is connected. */
export function useGenieState(enabled: boolean) {
  return useQuery({
    queryKey: genieQueryKey,
    enabled,
    staleTime: 0,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/genie', { signal, params: { header: { 'X-Time-Zone': timeZone() } } }),
      ),
  });
}
