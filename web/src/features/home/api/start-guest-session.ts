import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { track } from '@/lib/insight/track';
import { setMe, type Me } from '@/lib/session/me';

/** POST /api/v1/guest-sessions: a guest with 300 credits and 3 wishes (product §1). */
export function startGuestSession(email?: string): Promise<Me> {
  return unwrap(api.POST('/api/v1/guest-sessions', { body: email ? { email } : {} }));
}

export function useStartGuestSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startGuestSession,
    onSuccess: (me) => {
      track('guest_started');
      return setMe(queryClient, me);
    },
  });
}
