import { useMutation } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';

export type ContactMessage = components['schemas']['ContactInputBody'];

/** POST /api/v1/contact: a message to the team, mailed to the admins. */
export function sendContact(body: ContactMessage) {
  return unwrap(api.POST('/api/v1/contact', { body }));
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
