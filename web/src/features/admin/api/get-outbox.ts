import { useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

export type OutboxMessage = components['schemas']['OutboxMessage'];

/** GET /api/v1/admin/outbox: the newest mails (admins only). */
export function getOutbox(signal?: AbortSignal) {
  return unwrap(api.GET('/api/v1/admin/outbox', { signal }));
}

export function useOutbox({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.admin.outbox,
    queryFn: ({ signal }) => getOutbox(signal),
    enabled,
    // Mails arrive within a second or two: keep the list fresh while it is open.
    staleTime: 0,
    refetchInterval: 5000,
  });
}
