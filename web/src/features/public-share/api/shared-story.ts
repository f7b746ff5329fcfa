import { useQuery } from '@tanstack/react-query';

import { api, ApiError, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';

/** A share token's shape: 32 random bytes in base64url (the server's ValidToken). */
export function isShareToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/**
 * GET /api/v1/shared/{token}: a shared story and its cards, for anyone.
 * Shared by the page and the start-up prefetch (app/prefetch-page-data).
 */
export function sharedStoryQuery(token: string) {
  return {
    queryKey: queryKeys.shared(token),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      unwrap(api.GET('/api/v1/shared/{token}', { params: { path: { token } }, signal })),
    retry: (count: number, error: Error) =>
      !(error instanceof ApiError && error.status < 500) && count < 3,
  };
}

/** The shared story of `token`; a string that cannot be a token is not sent. */
export function useSharedStory(token: string) {
  return useQuery({ ...sharedStoryQuery(token), enabled: isShareToken(token) });
}
