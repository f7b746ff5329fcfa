import { useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';

import type { ReviewAction, ReviewState } from '@/features/flashcards/utils/review-state';
import { undoReview } from '@/features/flashcards/api/undo-review';
import { ApiError } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';

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
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  // The server's words, or true for a failure without any (then the session says it).
  const [error, setError] = useState<string | true | null>(null);
  const step = state.history.at(-1);

  async function undo(): Promise<void> {
    if (!step || pending || saving.current) return;
    setPending(true);
    setError(null);
    try {
      const { undone } =
        step.key === undefined ? { undone: null } : await undoReview(step.key, local);
      dispatch({
        type: 'undo',
        left: undone ? (mode === 'random' ? undone.dueTodayAll : undone.dueToday) : null,
        ...(undone?.intervals ? { intervals: undone.intervals } : {}),
      });
      if (undone) void queryClient.invalidateQueries({ queryKey: queryKeys.study.due });
    } catch (caught) {
      setError(caught instanceof ApiError && caught.problem ? caught.message : true);
    } finally {
      setPending(false);
    }
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
