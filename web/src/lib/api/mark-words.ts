import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { LessonWords, WordStatus } from '@/lib/api/words';

/**
 * Marks many words of a lesson known at once ("I know the rest of this
 * page"): one PUT /api/v1/words each, in turn, as the reader's single marks
 * do. The colours change at once; on a failure they come back as the server
 * has them (the words marked before it stay marked).
 */
export function useMarkWordsKnown(storyId: string | null) {
  const queryClient = useQueryClient();
  const key = queryKeys.words.lesson(storyId);
  return useMutation({
    mutationFn: async ({ language, words }: { language: string; words: string[] }) => {
      for (const word of words) {
        await unwrap(api.PUT('/api/v1/words', { body: { language, word, status: 'known' } }));
      }
      return words.length;
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
