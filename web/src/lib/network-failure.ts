import { ApiError } from '@/lib/api/client';

/** The request never reached the server (no network): not an answer from it. */
export function isNetworkFailure(error: unknown): boolean {
  return (
    !(error instanceof ApiError) && !(error instanceof DOMException && error.name === 'AbortError')
  );
}
