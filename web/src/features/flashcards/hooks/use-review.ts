import { useEffect, useRef } from 'react';

import { useCreateReview, type DueCounts } from '@/features/flashcards/api/create-review';
import { useReviewAudio } from '@/features/flashcards/hooks/use-review-audio';
import { useRound } from '@/features/flashcards/hooks/use-round';
import { useStudyShortcuts } from '@/features/flashcards/hooks/use-study-shortcuts';
import { useUndoGrade } from '@/features/flashcards/hooks/use-undo-grade';
import { isControl } from '@/features/flashcards/utils/key-targets';
import {
  initialReview,
  reviewReducer,
  type ReviewAction,
  type ReviewCard,
  type ReviewState,
} from '@/features/flashcards/utils/review-state';

export interface UseReviewOptions {
  cards: ReviewCard[];
  initialCounts: DueCounts;
  mode: 'review' | 'random';
  local: boolean;
  /** Whose direction the cards are asked in (decision 0051): the lesson's id, or 'random'. */
  lesson: string;
  /** '?' pressed. */
  onHelp: () => void;
}

/**
 * A review session's state (reviewReducer through useRound) and what it
 * does: grades posted to /api/v1/reviews, undo, the keys, and focus after a
 * flip or a move; how the card is asked and heard is useReviewAudio's.
 */
export function useReview({ cards, initialCounts, mode, local, lesson, onHelp }: UseReviewOptions) {
  const round = useRound<ReviewCard, number, ReviewState, ReviewAction>(cards, {
    init: (r) => initialReview(r, initialCounts),
    reducer: reviewReducer,
  });
  const { state, dispatch, index, done } = round;
  const card = round.current;
  const review = useCreateReview(local);
  const cardRef = useRef<HTMLDivElement>(null);
  const audio = useReviewAudio(lesson, card, `${String(index)}:${card?.id ?? ''}`, state.flipped);
  const { way } = audio;

  // Set while a grade is being saved: a second grade, or moving on before the
  // answer is saved, would grade twice or skip a card.
  const saving = useRef(false);

  function go(to: number) {
    if (saving.current) return;
    round.go(to);
  }

  function grade(value: number) {
    if (!card || !state.flipped || saving.current) return;
    saving.current = true;
    review.mutate(
      {
        cardId: card.id,
        mode,
        grade: value,
        ...(way.direction ? { direction: way.direction } : {}),
      },
      {
        onSuccess: (result, sent) => {
          dispatch({
            type: 'graded',
            cardId: card.id,
            grade: result.grade ?? value,
            left: (mode === 'random' ? result.dueTodayAll : result.dueToday) ?? null,
            ...(result.intervals ? { intervals: result.intervals } : {}),
            key: sent.idempotencyKey,
          });
        },
        onSettled: () => {
          saving.current = false;
        },
      },
    );
  }

  const undo = useUndoGrade({ state, dispatch, mode, local, saving });

  function show() {
    dispatch({ type: 'show' });
  }

  // After a flip or a move, focus the card (the button pressed may be gone).
  const firstShown = useRef(true);
  useEffect(() => {
    if (firstShown.current) {
      firstShown.current = false;
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected || active === cardRef.current) {
      cardRef.current?.focus({ preventScroll: true });
    }
  }, [index, state.flipped]);

  const gradeKey = (event: KeyboardEvent) => {
    grade(Number(event.key));
  };
  useStudyShortcuts({
    '?': onHelp,
    // Space on a button presses it; not while a grade is being saved (the next card comes unflipped).
    ' ': (event) => {
      if (isControl(event.target) || done || saving.current) return false;
      dispatch({ type: 'flip' });
    },
    '1': gradeKey,
    '2': gradeKey,
    '3': gradeKey,
    '4': gradeKey,
    ArrowLeft: () => {
      go(index - 1);
    },
    ArrowRight: () => {
      go(index + 1);
    },
    p: audio.playAudio,
    'mod+z': () => {
      if (!undo.canUndo) return false;
      void undo.undo();
    },
  });

  return {
    state,
    round,
    card,
    done,
    /** The grade being saved (pending), or its failure (isError). */
    review,
    /** How the card is asked, and whether the browser refused to play it (listening first). */
    way,
    blocked: audio.blocked,
    /** Taking the last grade back (button, Ctrl+Z / ⌘Z). */
    undo,
    go,
    grade,
    show,
    cardRef,
    audioRef: audio.audioRef,
    autoplay: audio.autoplay,
    setAutoplay: audio.setAutoplay,
  };
}

export type Review = ReturnType<typeof useReview>;
