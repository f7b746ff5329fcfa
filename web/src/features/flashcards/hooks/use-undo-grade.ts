import type { RefObject } from 'react';

import { useUndoRequest } from '@/features/flashcards/hooks/use-undo-request';
import type { ReviewAction, ReviewState } from '@/features/flashcards/utils/review-state';

interface UndoGradeOptions {
  state: ReviewState;
  dispatch: (action: ReviewAction) => void;
  mode: 'review' | 'random';
  /** The lesson lives in this browser only: nothing to tell a server. */
  local: boolean;
  /** Set while a grade is being saved: no undo meanwhile (it would take back the one before). */
  saving: RefObject<boolean>;
}

/**
 * Undo of the last grade, and the one before, back to the start of the
 * round (decision 0052): the server takes the grade back (or, offline, hears
 * of it later), then the session steps back to the card as it was before
 * the grade, answer shown, to be graded again. A grade the server keeps
 * (graded again since, another day, credits spent) says why.
 */
export function useUndoGrade({ state, dispatch, mode, local, saving }: UndoGradeOptions) {
  const { request, pending, error } = useUndoRequest();
  const step = state.history.at(-1);

  async function undo(): Promise<void> {
    if (!step || pending || saving.current) return;
    await request(step.key, local, (undone) => {
      dispatch({
        type: 'undo',
        left: undone ? (mode === 'random' ? undone.dueTodayAll : undone.dueToday) : null,
        ...(undone?.intervals ? { intervals: undone.intervals } : {}),
      });
    });
  }

  return {
    /** A grade of this round can be taken back. */
    canUndo: step !== undefined,
    undo,
    pending,
    /** Why the last undo failed (the server's words; true: no words), or null. */
    error,
  };
}
