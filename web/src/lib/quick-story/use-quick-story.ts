import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import {
  LessonFailedError,
  LessonLoadError,
  openQuickStory,
  waitForLesson,
  type QuickStorySlug,
} from '@/lib/quick-story/open-quick-story';
import { defaultNativeLanguage, defaultTargetLanguage } from '@/lib/preferred-languages';
import { readStorage, storageKeys } from '@/lib/storage-keys';
import { ApiError } from '@/lib/api/client';
import { problemText } from '@/lib/api/problem-text';
import { toastError } from '@/lib/toast';

/**
 * Opens a quick story in the learner's chosen pair (the story card's
 * languages) and goes to Review when its lesson is ready. A 401 (a guest)
 * calls onLoginNeeded: the login prompt with its continue-as-guest choice.
 */
export function useQuickStory(onLoginNeeded: () => void) {
  const { t } = useTranslation('builtin');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const storyName = (slug: QuickStorySlug) => t(`toolbar.${slug}`);
  return useMutation({
    mutationFn: async (slug: QuickStorySlug) => {
      const target = readStorage(storageKeys.targetLanguage) ?? defaultTargetLanguage;
      const native = readStorage(storageKeys.nativeLanguage) ?? defaultNativeLanguage;
      const opened = await openQuickStory(slug, target, native);
      if (opened.status !== 'completed') {
        try {
          await waitForLesson(opened.storyId);
        } catch (error) {
          throw error instanceof LessonFailedError ? error : new LessonLoadError();
        }
      }
      return opened.storyId;
    },
    onSuccess: (storyId) => {
      void navigate(`/flashcards?story=${encodeURIComponent(storyId)}`);
    },
    onError: (error, slug) => {
      if (error instanceof ApiError && error.status === 401) {
        onLoginNeeded();
        return;
      }
      if (error instanceof LessonFailedError) {
        toastError(t('quick.noCardsTitle'), t('quick.noCardsText'));
        return;
      }
      if (error instanceof LessonLoadError) {
        toastError(t('quick.errorTitle'), t('quick.errorText'));
        return;
      }
      // The server's own words where it said why (Story not available,
      // Language Not Supported, Story Not Found); a fault or no network is
      // product §11's 'Something went wrong loading the Coffee story.', per story.
      const fallback = {
        title: t('quick.errorTitle'),
        description: t('quick.errorStory', { story: storyName(slug) }),
      };
      const said = error instanceof ApiError && error.status < 500;
      const text = said ? problemText(tCommon, error, fallback) : fallback;
      toastError(text.title, text.description);
    },
  });
}
