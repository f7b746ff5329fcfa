import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

/** What a learner knows of a word (product §18). */
export type WordStatus = 'new' | 'learning' | 'known' | 'ignored';
export type KnownShare = components['schemas']['KnownShareBody'];
export type WordCounts = components['schemas']['WordCountsBody'];

/** A lesson's words' statuses, by key (a word missing is new), and its share known. */
export interface LessonWords {
  language: string;
  statuses: Record<string, WordStatus>;
  share: KnownShare;
}

/** GET /api/v1/stories/{id}/words. */
export function useLessonWords(storyId: string | null, enabled = true) {
  return useQuery({
    queryKey: queryKeys.words.lesson(storyId),
    queryFn: async ({ signal }): Promise<LessonWords> => {
      const body = await unwrap(
        api.GET('/api/v1/stories/{id}/words', { params: { path: { id: storyId ?? '' } }, signal }),
      );
      const statuses: Record<string, WordStatus> = {};
      for (const w of body.words) statuses[w.word] = w.status;
      return { language: body.language, statuses, share: body.share };
    },
    enabled: enabled && storyId !== null,
    staleTime: 30_000,
  });
}

/**
 * PUT /api/v1/words: the learner marks a word. The lesson's colours change
 * at once (optimistic) and come back if the server refuses.
 */
export function useSetWordStatus(storyId: string | null) {
  const queryClient = useQueryClient();
  const key = queryKeys.words.lesson(storyId);
  return useMutation({
    mutationFn: (v: { language: string; word: string; status: WordStatus }) =>
      unwrap(api.PUT('/api/v1/words', { body: v })),
    onMutate: async (v: { language: string; word: string; status: WordStatus }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<LessonWords>(key);
      if (before) {
        const statuses = Object.fromEntries(
          Object.entries(before.statuses).filter(([word]) => word !== v.word),
        );
        if (v.status !== 'new') statuses[v.word] = v.status;
        queryClient.setQueryData<LessonWords>(key, { ...before, statuses });
      }
      return { before };
    },
    onError: (_e, _v, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.words.all });
      // My Stories' share known per lesson.
      void queryClient.invalidateQueries({ queryKey: queryKeys.stories });
    },
  });
}

/** GET /api/v1/words: the learner's words per language, and known words over time. */
export function useWordCounts(enabled = true) {
  return useQuery({
    queryKey: queryKeys.words.counts,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/words', { signal })),
    enabled,
  });
}

/**
 * POST /api/v1/words/share: how much of a story being typed the learner
 * knows, its words segmented as its lesson would be (free). Pass the text
 * debounced; the last answer stays while the next is asked.
 */
export function useKnownShare(target: string, native: string, text: string, enabled = true) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: queryKeys.words.share(target, native, trimmed),
    queryFn: ({ signal }) =>
      unwrap(
        api.POST('/api/v1/words/share', {
          body: { targetLanguage: target, nativeLanguage: native, text: trimmed },
          signal,
        }),
      ),
    enabled: enabled && trimmed !== '' && target !== '' && native !== '' && target !== native,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * GET /api/v1/words/pronunciation: how a word is said and where to hear it
 * alone (the server makes its audio when asked).
 */
export function useWordPronunciation(language: string, word: string) {
  return useQuery({
    queryKey: queryKeys.words.pronunciation(language, word),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/words/pronunciation', { params: { query: { language, word } }, signal }),
      ),
    enabled: language !== '' && word.trim() !== '',
    staleTime: Infinity,
  });
}
