import { useMutation, useQueryClient } from '@tanstack/react-query';

import { genieQueryKey } from '@/features/genie/api/ask-genie';
import { api, unwrap } from '@/lib/api/client';
import { meQueryKey } from '@/lib/session/me';

/** POST /api/v1/wishes/purchase: 3 wishes for 111 credits (spec §9). */
export function useBuyWishes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/api/v1/wishes/purchase', { body: { idempotencyKey: crypto.randomUUID() } }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: genieQueryKey });
    },
  });
}
