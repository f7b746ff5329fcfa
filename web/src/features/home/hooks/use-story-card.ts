import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { LessonOutcome } from '@/features/home/utils/lesson-outcome';
import { useLessonStart } from '@/features/home/hooks/use-lesson-start';
import { useOpenLesson } from '@/features/home/hooks/use-open-lesson';
import { useStoryLanguages } from '@/features/home/hooks/use-story-languages';
import { maxStoryLength, storyCost } from '@/features/home/utils/rules';
import { storyRefusal } from '@/features/home/utils/story-refusal';
import { useMeta } from '@/lib/api/meta';
import type { Me } from '@/lib/session/me';
import { toastError } from '@/lib/toast';

export type StoryTab = 'your-story' | 'ai-story';

/**
 * The story card's state and actions: the story and its cost against the
 * credits and the server's limit, the languages (kept in this browser),
 * Generate (checked here first, then POSTed), the language mismatch the
 * server may find, and the lesson being made until its outcome.
 */
export function useStoryCard(me: Me) {
  const { t } = useTranslation('lesson');
  const meta = useMeta();
  const openLesson = useOpenLesson(me);
  const langs = useStoryLanguages();
  const run = useLessonStart();
  const [tab, setTab] = useState<StoryTab>('your-story');
  const [text, setText] = useState('');

  const cost = storyCost(text);
  // The server's limit (GET /meta), so that the field says what Create checks.
  const limit = meta.data?.limits.storyChars ?? maxStoryLength;
  const waiting = run.lesson !== null;
  const blank = cost === 0;

  function submit(options: { targetLanguage?: string; anyLanguage?: boolean } = {}) {
    if (blank || waiting || run.starting) return;
    const refusal = storyRefusal(cost, limit, me.credits);
    if (refusal?.kind === 'tooShort')
      toastError(t('messages.tooShortTitle'), t('messages.tooShort'));
    else if (refusal?.kind === 'tooLong')
      toastError(t('messages.tooLongTitle'), t('card.tooLong', refusal));
    else if (refusal)
      toastError(t('messages.notEnoughCreditsTitle'), t('messages.notEnoughCredits', refusal));
    if (refusal) return;
    run.start({
      content: text.trim(),
      nativeLanguage: langs.native,
      targetLanguage: options.targetLanguage ?? langs.target,
      ...(options.anyLanguage ? { anyLanguage: true } : {}),
    });
  }

  return {
    tab,
    setTab,
    text,
    /** The learner edits the story (a mismatch found in the old one no longer holds). */
    editText: (value: string) => {
      setText(value);
      run.clearMismatch();
    },
    /** A story written elsewhere (the AI Story tab, the Genie: product §13) goes into 'Your Story'. */
    takeStory: (story: string) => {
      setText(story);
      setTab('your-story');
    },
    target: langs.target,
    native: langs.native,
    languages: langs.languages,
    changeNative: langs.changeNative,
    changeTarget: (code: string) => {
      run.clearMismatch();
      langs.changeTarget(code);
    },
    cost,
    shortfall: cost - me.credits,
    limit,
    over: cost - limit,
    blank,
    /** A lesson is being made (the story is read-only until its outcome). */
    waiting,
    starting: run.starting,
    lesson: run.lesson,
    adVisible: run.adVisible,
    hideAd: run.hideAd,
    expectedSeconds: run.expectedSeconds,
    mismatch: run.mismatch,
    /** The mismatch's other way out: learn the language the story is in. */
    switchTo: (code: string) => {
      langs.changeTarget(code);
      submit({ targetLanguage: code });
    },
    submit,
    /** The lesson is ready, or failed: the card is free again, and the lesson opens. */
    finish: (outcome: LessonOutcome) => {
      run.end();
      openLesson(outcome);
    },
    aiStories: meta.data?.aiStories ?? false,
  };
}

export type StoryCardState = ReturnType<typeof useStoryCard>;
