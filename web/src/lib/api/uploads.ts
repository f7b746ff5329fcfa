import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap, unwrapEmpty } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

/** A stored video (product §17). */
export type Upload = components['schemas']['Upload'];

/** GET /api/v1/uploads: the caller's videos, newest first, and the size limit. */
export function useUploads(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.uploads,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/uploads', { signal })),
    enabled,
  });
}

/** GET /api/v1/admin/uploads: everyone's videos, for making ads. */
export function useAllUploads(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.uploads,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/admin/uploads', { signal })),
    enabled,
  });
}

/** DELETE /api/v1/uploads/{id}: remove one of the caller's videos (no credits back). */
export function useDeleteUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrapEmpty(api.DELETE('/api/v1/uploads/{id}', { params: { path: { id } } })),
    // Not awaited: the confirmation closes (focus goes back to its row) before the list changes.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.uploads });
    },
  });
}
