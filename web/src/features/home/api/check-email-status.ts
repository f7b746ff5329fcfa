import { api, unwrap } from '@/lib/api/client';

/**
 * POST /api/v1/auth/email-status: whether stories exist for the address
 * (check_stories_exist_for_email; product §4). Takes at least 500 ms.
 */
export async function checkEmailStatus(email: string): Promise<boolean> {
  const result = await unwrap(api.POST('/api/v1/auth/email-status', { body: { email } }));
  return result.exists;
}
