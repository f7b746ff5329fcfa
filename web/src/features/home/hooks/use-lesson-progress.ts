import { useEffect, useEffectEvent, useRef, useState } from 'react';

import {
  getLessonFlashcards,
  getStoryStatus,
  reportWorkflowError,
} from '@/features/home/api/lesson-status';
import { ApiError } from '@/lib/api/client';
import type { Flashcard, Story } from '@/lib/api/lesson-types';
import { track } from '@/lib/insight/track';

/** Product §6, §9: the polling interval. */
export const pollIntervalMs = 5000;
/** Asking the server to give up before its own hard timeout answers 409: ask again later. */
const hardTimeoutRetryMs = 30_000;

export type LessonOutcome =
  | { kind: 'ready'; story: Story; cards: Flashcard[] }
  | { kind: 'failed'; story: Story; creditsRefunded: number };

interface Handlers {
  /** Elapsed seconds reached the story's soft timeout (once). */
  onSlow: () => void;
  /** The lesson finished, failed or timed out (once). */
  onOutcome: (outcome: LessonOutcome) => void;
}

function parse(event: Event): unknown {
  try {
    return JSON.parse((event as MessageEvent<string>).data);
  } catch {
    return undefined;
  }
}

function addCard(cards: Flashcard[], card: Flashcard): Flashcard[] {
  if (cards.some((c) => c.position === card.position)) return cards;
  return [...cards, card].sort((a, b) => a.position - b.position);
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
  const [elapsed, setElapsed] = useState(0);
  const finished = useRef(false);
  const cardsRef = useRef<Flashcard[]>([]);
  const slowFired = useRef(false);
  const nextHardAttempt = useRef(story.hardTimeoutSeconds);

  const emit = useEffectEvent((outcome: LessonOutcome) => {
    handlers.onOutcome(outcome);
  });
  const slow = useEffectEvent(() => {
    handlers.onSlow();
  });

  const id = story.id;
  useEffect(() => {
    const controller = new AbortController();
    let source: EventSource | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    const started = Date.now();

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
      source = new EventSource(`/api/v1/stories/${encodeURIComponent(id)}/events`);
      source.addEventListener('card', (event) => {
        const card = parse(event) as Flashcard | undefined;
        if (!card) return;
        cardsRef.current = addCard(cardsRef.current, card);
        setCards(cardsRef.current);
      });
      source.addEventListener('status', (event) => {
        const s = parse(event) as Story | undefined;
        if (s) setLatest(s);
      });
      source.addEventListener('done', (event) => {
        source?.close();
        const s = parse(event) as Story | undefined;
        if (!s) return;
        setLatest(s);
        void settle(s);
      });
      source.onerror = () => {
        source?.close();
        startPolling();
      };
    }

    const onFocusOrVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    window.addEventListener('focus', onFocusOrVisible);
    document.addEventListener('visibilitychange', onFocusOrVisible);
    const tick = setInterval(() => {
      setElapsed(Math.floor((Date.now() - started) / 1000));
    }, 1000);

    return () => {
      controller.abort();
      source?.close();
      if (poll) clearInterval(poll);
      clearInterval(tick);
      window.removeEventListener('focus', onFocusOrVisible);
      document.removeEventListener('visibilitychange', onFocusOrVisible);
    };
  }, [id]);

  // Product §6: the slow-generation toast fires when elapsed reaches the soft timeout.
  useEffect(() => {
    if (finished.current || slowFired.current || elapsed < story.softTimeoutSeconds) return;
    slowFired.current = true;
    slow();
  }, [elapsed, story.softTimeoutSeconds]);

  // Product §6: past the hard timeout without completion, ask the server to cancel and refund.
  useEffect(() => {
    if (finished.current || elapsed < nextHardAttempt.current) return;
    nextHardAttempt.current = elapsed + hardTimeoutRetryMs / 1000;
    reportWorkflowError(id, 'The lesson was not ready before the hard timeout.')
      .then((result) => {
        if (finished.current) return;
        finished.current = true;
        emit({ kind: 'failed', story: latest, creditsRefunded: result.creditsRefunded });
      })
      .catch((error: unknown) => {
        // 409 Still Processing: the server's clock has not run out yet; ask again later.
        if (error instanceof ApiError && error.status === 409) return;
      });
  }, [elapsed, id, latest]);

  return { cards, story: latest, elapsed };
}
