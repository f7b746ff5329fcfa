import { useMutation } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';
import { track } from '@/lib/insight/track';

export type RegisterInput = components['schemas']['CredentialsInputBody'];
export type RegisterResult = components['schemas']['RegisterOutputBody'];

/**
 * POST /api/v1/auth/register: creates the account and mails the confirmation
 * link. A guest's spent credits come back at the first sign-in.
 */
export function register(input: RegisterInput): Promise<RegisterResult> {
  return unwrap(api.POST('/api/v1/auth/register', { body: input }));
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: () => {
      track('sign_up');
    },
  });
}
