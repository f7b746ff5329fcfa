import { useEffect, useEffectEvent, useRef, useState } from 'react';

import { getLessonFlashcards, getStoryStatus } from '@/features/home/api/lesson-status';
import { useElapsedSeconds } from '@/features/home/hooks/use-elapsed-seconds';
import { useLessonTimeouts } from '@/features/home/hooks/use-lesson-timeouts';
import { addCard, openLessonStream } from '@/features/home/utils/lesson-stream';
import type { LessonOutcome } from '@/features/home/utils/lesson-outcome';
import { onReturnToPage } from '@/features/home/utils/on-return-to-page';
import type { Flashcard, Story } from '@/lib/api/lesson-types';
import { track } from '@/lib/insight/track';

/** Product §6, §9: the polling interval. */
export const pollIntervalMs = 5000;

interface Handlers {
  /** Elapsed seconds reached the story's soft timeout (once). */
  onSlow: () => void;
  /** The lesson finished, failed or timed out (once). */
  onOutcome: (outcome: LessonOutcome) => void;
}

/**
 * Follows a lesson being made (product §6): cards arrive over server-sent events;
 * if the stream fails, the status is polled every 5 s. The status is also
 * checked when the window gets focus or the page becomes visible. At the
 * story's hard timeout the server is asked to cancel and refund.
 */
export function useLessonProgress(story: Story, handlers: Handlers) {
  const [cards, setCards] = useState<Flashcard[]>([]);
  const [latest, setLatest] = useState<Story>(story);
  const finished = useRef(false);
  const cardsRef = useRef<Flashcard[]>([]);

  const emit = useEffectEvent((outcome: LessonOutcome) => {
    handlers.onOutcome(outcome);
  });

  const id = story.id;
  const elapsed = useElapsedSeconds(id);
  useEffect(() => {
    const controller = new AbortController();
    let source: EventSource | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;

    const stop = () => {
      finished.current = true;
      source?.close();
      if (poll) clearInterval(poll);
    };

    const settle = async (s: Story) => {
      if (finished.current) return;
      if (s.status === 'failed') {
        stop();
        emit({ kind: 'failed', story: s, creditsRefunded: s.creditsRefunded });
        return;
      }
      if (s.status !== 'completed') return;
      stop();
      track('lesson_completed');
      try {
        const lesson = await getLessonFlashcards(s.id, controller.signal);
        emit({ kind: 'ready', story: lesson.story, cards: lesson.flashcards });
      } catch {
        if (controller.signal.aborted) return;
        emit({ kind: 'ready', story: s, cards: cardsRef.current });
      }
    };

    const check = async () => {
      if (finished.current) return;
      try {
        const s = await getStoryStatus(id, controller.signal);
        setLatest(s);
        await settle(s);
      } catch {
        // A failed check is retried by the next tick, focus or visibility change.
      }
    };

    const startPolling = () => {
      if (poll || finished.current) return;
      poll = setInterval(() => void check(), pollIntervalMs);
      void check();
    };

    if (typeof EventSource === 'undefined') {
      startPolling();
    } else {
      source = openLessonStream(id, {
        onCard: (card) => {
          cardsRef.current = addCard(cardsRef.current, card);
          setCards(cardsRef.current);
        },
        onStatus: setLatest,
        onDone: (s) => {
          setLatest(s);
          void settle(s);
        },
        onError: startPolling,
      });
    }

    const unwatch = onReturnToPage(() => void check());

    return () => {
      controller.abort();
      source?.close();
      if (poll) clearInterval(poll);
      unwatch();
    };
  }, [id]);

  useLessonTimeouts({
    story,
    latest,
    elapsed,
    finished,
    onSlow: handlers.onSlow,
    onCancelled: (s, creditsRefunded) => {
      handlers.onOutcome({ kind: 'failed', story: s, creditsRefunded });
    },
  });

  return { cards, story: latest, elapsed };
}
