import { useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

/** What a lesson of one language pair gets with this server's engines (product §6). */
export type Offer = components['schemas']['Offer'];

/** GET /api/v1/meta/offers, and the offer of one pair (undefined until loaded). */
export function useOffer(target: string, native: string): Offer | undefined {
  const offers = useQuery({
    queryKey: queryKeys.offers,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/meta/offers', { signal })),
    staleTime: 5 * 60_000,
  });
  return offers.data?.pairs.find((p) => p.target === target && p.native === native);
}
