/** The start URL of the Google flow (a full-page redirect, not an API call). */
export function googleStartUrl(next: 'root' | 'stories', shareId?: string): string {
  const params = new URLSearchParams({ next });
  if (shareId) params.set('publicShare', shareId);
  return `/api/v1/auth/google/start?${params.toString()}`;
}
