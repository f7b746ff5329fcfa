import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { SaveYourStoryState } from '@/components/save-your-story-dialog';
import type { LessonOutcome } from '@/features/home/utils/lesson-outcome';
import { failureMessageKeys } from '@/features/home/utils/failure-message';
import { lessonToastId } from '@/features/home/utils/rules';
import { queryKeys } from '@/lib/api/query-keys';
import { readGuestStories, saveGuestStory } from '@/lib/guest-stories';
import type { Me } from '@/lib/session/me';
import { toast, toastError } from '@/lib/toast';
import { useLanguageName } from '@/lib/use-language-name';

/**
 * What follows a lesson's generation: the new balance fetched, then a failure
 * said (credits refunded), or the lesson opened with one toast, replacing
 * 'started' (or the slow-generation warning): a wrong-language warning, else 'ready'.
 */
export function useOpenLesson(me: Me) {
  const { t } = useTranslation('lesson');
  const languageName = useLanguageName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return (outcome: LessonOutcome) => {
    // Credits changed (charged, or refunded). Leaving the page before the new
    // balance arrives would abort that request, so navigation waits for it (briefly).
    const refreshed = queryClient.invalidateQueries(
      { queryKey: queryKeys.me },
      { cancelRefetch: false },
    );
    if (outcome.kind === 'failed') {
      const keys = failureMessageKeys(outcome.story);
      toastError(t(keys.title), t(keys.text, { count: outcome.creditsRefunded }), {
        id: lessonToastId,
      });
      return;
    }
    const { story, cards } = outcome;
    // A guest's first lesson opens under 'Save Your Story' (product §4).
    const firstOfGuest = me.mode === 'guest' && readGuestStories().length === 0;
    if (me.mode === 'guest') saveGuestStory(story, cards);
    const say = () => {
      if (story.wrongLanguage) {
        const targetName = languageName(story.targetLanguage);
        toast.warning(t('messages.wrongLanguageTitle'), {
          id: lessonToastId,
          description: story.detectedLanguage
            ? t('messages.wrongLanguageDetected', {
                detected: languageName(story.detectedLanguage),
                target: targetName,
              })
            : t('messages.wrongLanguage', { target: targetName }),
        });
      } else {
        toast.success(t('messages.readyTitle'), {
          id: lessonToastId,
          description: t('messages.ready', { count: cards.length }),
        });
      }
    };
    const go = () => {
      say();
      const state: SaveYourStoryState = { saveYourStory: firstOfGuest };
      void navigate(`/flashcards?story=${encodeURIComponent(story.id)}`, { state });
    };
    void Promise.race([refreshed, new Promise((resolve) => setTimeout(resolve, 1500))]).finally(go);
  };
}
