import { useMutation } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';

export type PasswordResetRequest = components['schemas']['ResetRequestInputBody'];

/** POST /api/v1/auth/password-reset: mails a reset link (same answer for any address). */
export function requestPasswordReset(input: PasswordResetRequest) {
  return unwrap(api.POST('/api/v1/auth/password-reset', { body: input }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
