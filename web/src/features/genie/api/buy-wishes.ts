import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';

/** POST /api/v1/wishes/purchase: 3 wishes for 111 credits (product §5). */
export function useBuyWishes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/api/v1/wishes/purchase', { body: { idempotencyKey: crypto.randomUUID() } }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      void queryClient.invalidateQueries({ queryKey: queryKeys.genie });
    },
  });
}
