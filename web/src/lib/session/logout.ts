import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrapEmpty } from '@/lib/api/client';
import { becomeVisitor } from '@/lib/session/me';

/** POST /api/v1/auth/logout: ends the user session and the guest session. */
export function logout(): Promise<void> {
  return unwrapEmpty(api.POST('/api/v1/auth/logout'));
}

/** Logs out; afterwards the app is in visitor mode and nothing of the session stays cached. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => becomeVisitor(queryClient),
  });
}
