import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCreateStory, type CreateStoryInput } from '@/features/home/api/create-story';
import { lessonProblem } from '@/features/home/utils/problem-messages';
import { lessonToastId } from '@/features/home/utils/rules';
import { ApiError } from '@/lib/api/client';
import type { Story } from '@/lib/api/lesson-types';
import { toast, toastError } from '@/lib/toast';

/** How long a lesson may take before 'started' is said (the overlays fade in at 0.7 s). */
const startedToastDelayMs = 1000;

/**
 * A lesson being made (product §6): the POST, the 'started' toast for a
 * wait long enough to notice, the ad, the server's expected time, and the
 * language mismatch the server may find instead (422 wrong_language).
 */
export function useLessonStart() {
  const { t } = useTranslation('lesson');
  const create = useCreateStory();
  const [lesson, setLesson] = useState<Story | null>(null);
  const [adVisible, setAdVisible] = useState(false);
  // The server's measured time for a lesson like this one (0: not measured yet).
  const [expectedSeconds, setExpectedSeconds] = useState(0);
  // The server found the text in another language and charged nothing.
  const [mismatch, setMismatch] = useState<string | null>(null);
  const startedToast = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const timers = startedToast;
    return () => {
      clearTimeout(timers.current);
    };
  }, []);

  const hideAd = useCallback(() => {
    setAdVisible(false);
  }, []);

  function start(body: CreateStoryInput) {
    setMismatch(null);
    create.mutate(body, {
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
    });
  }

  return {
    start,
    starting: create.isPending,
    lesson,
    adVisible,
    hideAd,
    expectedSeconds,
    mismatch,
    clearMismatch: () => {
      setMismatch(null);
    },
    /** The lesson has its outcome: the toast timer, the lesson and the ad are done. */
    end: () => {
      clearTimeout(startedToast.current);
      setLesson(null);
      setAdVisible(false);
    },
  };
}
