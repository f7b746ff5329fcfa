import { useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';

/** A stored video (issue 16). */
export type Upload = components['schemas']['Upload'];

export const uploadsQueryKey = ['uploads'] as const;

/** GET /api/v1/uploads: the caller's videos, newest first, and the size limit. */
export function useUploads(enabled: boolean) {
  return useQuery({
    queryKey: uploadsQueryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/uploads', { signal })),
    enabled,
  });
}

/** GET /api/v1/admin/uploads: everyone's videos, for making ads. */
export function useAllUploads(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'uploads'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/admin/uploads', { signal })),
    enabled,
  });
}
