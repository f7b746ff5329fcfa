import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { LoginPromptReason } from '@/components/login-prompt-dialog';
import type { MapLanguage } from '@/features/map/api/get-map';
import { nativeFor } from '@/features/map/progress';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import { defaultNativeLanguage } from '@/lib/preferred-languages';
import type { QuickStorySlug } from '@/lib/quick-story/open-quick-story';
import { useQuickStory } from '@/lib/quick-story/use-quick-story';
import type { Me } from '@/lib/session/me';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';

/**
 * The four quick stories in a language, and opening one: a signed-in learner
 * gets the lesson (in that language from then on), anyone else is asked to
 * sign in (`prompt`).
 */
export function useLanguageQuickStories(language: MapLanguage, me: Me | undefined) {
  const [prompt, setPrompt] = useState<LoginPromptReason | null>(null);
  const quick = useQuickStory(() => {
    setPrompt('quickStory');
  });
  const native = nativeFor(
    language.code,
    readStorage(storageKeys.nativeLanguage) ?? defaultNativeLanguage,
  );
  const stories = useQuery({
    queryKey: queryKeys.quickStories(language.code, native),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/quick-stories', {
          params: { query: { target: language.code, native } },
          signal,
        }),
      ),
  });

  function open(slug: QuickStorySlug) {
    if (me?.mode !== 'user') {
      setPrompt('quickStory');
      return;
    }
    // Opening a story in this language makes it the learner's language, as
    // choosing it on the story card would.
    writeStorage(storageKeys.targetLanguage, language.code);
    writeStorage(storageKeys.nativeLanguage, native);
    quick.mutate(slug);
  }

  return { stories, quick, open, prompt, setPrompt };
}
