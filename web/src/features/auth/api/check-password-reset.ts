import { useQuery } from '@tanstack/react-query';

import { api, ApiError, unwrapEmpty } from '@/lib/api/client';

/**
 * POST /api/v1/auth/password-reset/check: whether the mailed link still
 * works, without using it — true, or false for a used, expired or bogus link
 * ('Invalid Link'). Another failure (offline, a server error) stays an error,
 * so the page can still show the form and let the confirm call decide.
 */
export function useResetLinkWorks(token: string) {
  return useQuery({
    queryKey: ['password-reset-check', token],
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    queryFn: async () => {
      try {
        await unwrapEmpty(api.POST('/api/v1/auth/password-reset/check', { body: { token } }));
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) return false;
        throw error;
      }
    },
  });
}
