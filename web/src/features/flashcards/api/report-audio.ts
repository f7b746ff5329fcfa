import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * POST /api/v1/stories/{id}/cards/{cardId}/audio-report: tell the audio fix
 * that a card's audio is wrong (one open report per card; free).
 */
export function useReportAudio(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) =>
      unwrap(
        api.POST('/api/v1/stories/{id}/cards/{cardId}/audio-report', {
          params: { path: { id: storyId, cardId } },
          body: {},
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.audioReports.all }),
  });
}
