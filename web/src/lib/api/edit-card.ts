import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * PATCH /api/v1/flashcards/{id}: a corrected translation (kept over
 * regeneration); `byDevice` when it is the learner's browser's own machine
 * translation that the learner kept (product §6).
 */
export function useEditCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, back, byDevice }: { id: string; back: string; byDevice?: boolean }) =>
      unwrap(
        api.PATCH('/api/v1/flashcards/{id}', {
          params: { path: { id } },
          body: { back, ...(byDevice ? { backSource: 'device' as const } : {}) },
        }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.lessons.all });
    },
  });
}
