import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrapEmpty } from '@/lib/api/client';
import { becomeVisitor } from '@/lib/session/me';

/** The download of all the caller's data: a zip (data.json and the lessons' files). */
export const exportHref = '/api/v1/me/export';

/** DELETE /api/v1/me: deletes the account; the typed address confirms it. */
export function deleteAccount(confirmEmail: string): Promise<void> {
  return unwrapEmpty(api.DELETE('/api/v1/me', { body: { confirmEmail } }));
}

/** Deletes the account; afterwards the app is in visitor mode with nothing cached. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => becomeVisitor(queryClient),
  });
}
