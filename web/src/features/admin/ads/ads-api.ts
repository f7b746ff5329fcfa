import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

export type Ad = components['schemas']['Ad'];
export type AdBody = components['schemas']['AdBody'];

/** GET /api/v1/admin/ads: every ad, active first. */
export function useAds(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.ads,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/admin/ads', { signal })),
    enabled,
  });
}

/** Creates an ad (no id) or changes one. */
export function useSaveAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AdBody }) =>
      id === undefined
        ? unwrap(api.POST('/api/v1/admin/ads', { body }))
        : unwrap(api.PUT('/api/v1/admin/ads/{id}', { params: { path: { id } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.ads }),
  });
}

/** POST /api/v1/admin/ads/{id}/retire: the ad no longer plays. */
export function useRetireAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/v1/admin/ads/{id}/retire', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.ads }),
  });
}
