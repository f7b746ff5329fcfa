import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCreateStory } from '@/features/home/api/create-story';
import type { LessonOutcome } from '@/features/home/hooks/use-lesson-progress';
import { useOpenLesson } from '@/features/home/hooks/use-open-lesson';
import { lessonProblem } from '@/features/home/utils/problem-messages';
import {
  lessonToastId,
  maxStoryLength,
  minStoryLength,
  storyCost,
} from '@/features/home/utils/rules';
import { ApiError } from '@/lib/api/client';
import type { Story } from '@/lib/api/lesson-types';
import { useMeta } from '@/lib/api/meta';
import { defaultNativeLanguage, defaultTargetLanguage } from '@/lib/preferred-languages';
import type { Me } from '@/lib/session/me';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';
import { toast, toastError } from '@/lib/toast';

/** The eleven learning languages of product §2, used until the server's list is loaded. */
const fallbackLanguages = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'ja', 'ko', 'zh', 'ar'].map(
  (code) => ({ code, name: code, nativeName: code }),
);

/** How long a lesson may take before 'started' is said (the overlays fade in at 0.7 s). */
const startedToastDelayMs = 1000;

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
  const create = useCreateStory();
  const openLesson = useOpenLesson(me);

  const [tab, setTab] = useState<StoryTab>('your-story');
  const [text, setText] = useState('');
  const [target, setTarget] = useState(
    () => readStorage(storageKeys.targetLanguage) ?? defaultTargetLanguage,
  );
  const [native, setNative] = useState(
    () => readStorage(storageKeys.nativeLanguage) ?? defaultNativeLanguage,
  );
  const [lesson, setLesson] = useState<Story | null>(null);
  const [adVisible, setAdVisible] = useState(false);
  const startedToast = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const timers = startedToast;
    return () => {
      clearTimeout(timers.current);
    };
  }, []);
  // The server's measured time for a lesson like this one (0: not measured yet).
  const [expectedSeconds, setExpectedSeconds] = useState(0);
  // The server found the text in another language and charged nothing (422 wrong_language).
  const [mismatch, setMismatch] = useState<string | null>(null);

  const languages = meta.data?.learningLanguages ?? fallbackLanguages;
  const cost = storyCost(text);
  const shortfall = cost - me.credits;
  // The server's limit (GET /meta), so that the field says what Create checks.
  const limit = meta.data?.limits.storyChars ?? maxStoryLength;
  const over = cost - limit;
  const waiting = lesson !== null;
  const blank = cost === 0;

  const hideAd = useCallback(() => {
    setAdVisible(false);
  }, []);

  function changeTarget(code: string) {
    setMismatch(null);
    setTarget(code);
    writeStorage(storageKeys.targetLanguage, code);
  }

  function submit(options: { targetLanguage?: string; anyLanguage?: boolean } = {}) {
    if (blank || waiting || create.isPending) return;
    if (cost < minStoryLength) {
      toastError(t('messages.tooShortTitle'), t('messages.tooShort'));
      return;
    }
    if (over > 0) {
      toastError(t('messages.tooLongTitle'), t('card.tooLong', { limit, over }));
      return;
    }
    if (shortfall > 0) {
      toastError(
        t('messages.notEnoughCreditsTitle'),
        t('messages.notEnoughCredits', { needed: cost, available: me.credits }),
      );
      return;
    }
    setMismatch(null);
    create.mutate(
      {
        content: text.trim(),
        nativeLanguage: native,
        targetLanguage: options.targetLanguage ?? target,
        ...(options.anyLanguage ? { anyLanguage: true } : {}),
      },
      {
        onSuccess: ({ story, expectedSeconds: expected }) => {
          // 'Started' only for a wait long enough to notice: a lesson ready
          // sooner goes straight to its 'ready' toast (decision 0038).
          startedToast.current = setTimeout(() => {
            toast.success(t('messages.started'), { id: lessonToastId });
          }, startedToastDelayMs);
          setExpectedSeconds(expected);
          setLesson(story);
          setAdVisible(true);
        },
        onError: (error) => {
          const detected =
            error instanceof ApiError && error.problem?.code === 'wrong_language'
              ? error.problem.detectedLanguage
              : undefined;
          if (detected) {
            setMismatch(detected);
            return;
          }
          const message = lessonProblem(t, error, {
            title: t('messages.generationFailedTitle'),
            description: t('messages.generationFailed'),
          });
          toastError(message.title, message.description);
        },
      },
    );
  }

  return {
    tab,
    setTab,
    text,
    /** The learner edits the story (a mismatch found in the old one no longer holds). */
    editText: (value: string) => {
      setText(value);
      setMismatch(null);
    },
    /** A story written elsewhere (the AI Story tab, the Genie: product §13) goes into 'Your Story'. */
    takeStory: (story: string) => {
      setText(story);
      setTab('your-story');
    },
    target,
    native,
    languages,
    changeNative: (code: string) => {
      setNative(code);
      writeStorage(storageKeys.nativeLanguage, code);
    },
    changeTarget,
    cost,
    shortfall,
    limit,
    over,
    blank,
    /** A lesson is being made (the story is read-only until its outcome). */
    waiting,
    starting: create.isPending,
    lesson,
    adVisible,
    hideAd,
    expectedSeconds,
    mismatch,
    /** The mismatch's other way out: learn the language the story is in. */
    switchTo: (code: string) => {
      setTarget(code);
      writeStorage(storageKeys.targetLanguage, code);
      submit({ targetLanguage: code });
    },
    submit,
    /** The lesson is ready, or failed: the card is free again, and the lesson opens. */
    finish: (outcome: LessonOutcome) => {
      clearTimeout(startedToast.current);
      setLesson(null);
      setAdVisible(false);
      openLesson(outcome);
    },
    aiStories: meta.data?.aiStories ?? false,
  };
}

export type StoryCardState = ReturnType<typeof useStoryCard>;
