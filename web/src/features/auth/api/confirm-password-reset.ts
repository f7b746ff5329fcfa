import { useMutation } from '@tanstack/react-query';

import { api, unwrapEmpty } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';

export type PasswordResetConfirmation = components['schemas']['ResetConfirmInputBody'];

/** POST /api/v1/auth/password-reset/confirm: sets the new password with the mailed token. */
export function confirmPasswordReset(input: PasswordResetConfirmation): Promise<void> {
  return unwrapEmpty(api.POST('/api/v1/auth/password-reset/confirm', { body: input }));
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
