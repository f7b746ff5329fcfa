import { useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

export type ContactMessage = components['schemas']['ContactMessage'];

/** GET /api/v1/admin/contact-messages: the newest contact-form messages (admins only). */
export function getContactMessages(signal?: AbortSignal) {
  return unwrap(api.GET('/api/v1/admin/contact-messages', { signal }));
}

export function useContactMessages() {
  return useQuery({
    queryKey: queryKeys.admin.contactMessages,
    queryFn: ({ signal }) => getContactMessages(signal),
    staleTime: 0,
    refetchInterval: 30_000,
  });
}
