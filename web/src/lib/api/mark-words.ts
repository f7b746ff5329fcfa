import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { LessonWords, WordStatus } from '@/lib/api/words';

/**
 * Marks many words of a lesson known at once ("I know the rest of this
 * page"): one PUT /api/v1/words/statuses, one statement on the server. The
 * colours change at once; on a failure they come back as the server has
 * them.
 */
export function useMarkWordsKnown(storyId: string | null) {
  const queryClient = useQueryClient();
  const key = queryKeys.words.lesson(storyId);
  return useMutation({
    mutationFn: async ({ language, words }: { language: string; words: string[] }) => {
      const marked = await unwrap(
        api.PUT('/api/v1/words/statuses', { body: { language, words, status: 'known' } }),
      );
      return marked.words.length;
    },
    onMutate: async ({ words }: { language: string; words: string[] }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<LessonWords>(key);
      if (before) {
        const statuses: Record<string, WordStatus> = { ...before.statuses };
        for (const w of words) statuses[w] = 'known';
        queryClient.setQueryData<LessonWords>(key, { ...before, statuses });
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.words.all });
    },
  });
}
