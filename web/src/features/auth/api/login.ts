import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';
import { setMe, type Me } from '@/lib/session/me';

export type LoginInput = Pick<
  components['schemas']['CredentialsInputBody'],
  'email' | 'password' | 'stayLoggedIn'
>;

/** POST /api/v1/auth/login: signs in; the answer is the new /me. */
export function login(input: LoginInput): Promise<Me> {
  return unwrap(api.POST('/api/v1/auth/login', { body: input }));
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (me) => setMe(queryClient, me),
  });
}
