import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';
import { tzOffset } from '@/lib/due-today';

export type StudySettings = components['schemas']['StudySettingsBody'];
export type RetentionEstimate = components['schemas']['EstimateBody'];

/** The desired retention a learner may choose, in percent (product §7). */
export const minRetentionPercent = 70;
export const maxRetentionPercent = 97;

/** GET /api/v1/study/settings: the desired retention, its cost in reviews a day, the fit. */
export function useStudySettings() {
  return useQuery({
    queryKey: queryKeys.study.settings,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/study/settings', { params: { query: { tzOffset: tzOffset() } }, signal }),
      ),
  });
}

/**
 * PUT /api/v1/study/settings: sets the desired retention. The answer is the
 * settings as they are now; the cards' grade intervals change with it, so
 * the study queues are read again.
 */
export function useSetDesiredRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (desiredRetention: number) =>
      unwrap(
        api.PUT('/api/v1/study/settings', {
          params: { query: { tzOffset: tzOffset() } },
          body: { desiredRetention },
        }),
      ),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.study.settings, settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.studyQueues.all });
      void queryClient.invalidateQueries({ queryKey: ['study', 'random'] });
    },
  });
}
