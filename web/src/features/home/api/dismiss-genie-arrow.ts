import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';

/** PATCH /api/v1/me: remembers in the profile that the Genie arrow hint was dismissed. */
export function dismissGenieArrow() {
  return unwrap(api.PATCH('/api/v1/me', { body: { genieArrowDismissed: true } }));
}

export function useDismissGenieArrow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissGenieArrow,
    onSuccess: (me) => queryClient.setQueryData(queryKeys.me, me),
  });
}
