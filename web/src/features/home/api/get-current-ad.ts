import { useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

export type Ad = components['schemas']['AdOutputBody'];

/** The project's own clip, played when the ad cannot be fetched (product §17). */
export const defaultAd: Ad = { videoUrl: '/ads/default-ad.mp4', default: true };

/** GET /api/v1/ads/current: the ad to play while a lesson is made. */
export function getCurrentAd(signal?: AbortSignal): Promise<Ad> {
  return unwrap(api.GET('/api/v1/ads/current', { signal }));
}

export function useCurrentAd(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.currentAd,
    queryFn: ({ signal }) => getCurrentAd(signal),
    enabled,
    retry: false,
  });
}
