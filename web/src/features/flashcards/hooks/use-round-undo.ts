import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { undoReview } from '@/features/flashcards/api/undo-review';
import type { UndoControl } from '@/features/flashcards/components/undo-grade';
import type { Round } from '@/features/flashcards/hooks/use-round';
import { ApiError } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';

interface RoundUndoOptions<T, D> {
  round: Round<T, D>;
  /** The lesson lives in this browser only: nothing to tell a server. */
  local: boolean;
  /** An answer is being saved: no undo meanwhile (the server has yet to hear of it). */
  saving: boolean;
  /** Clears the mode's own answer (the question is asked afresh). */
  onUndone: () => void;
}

/**
 * Undo in Test, Missing and Order (decision 0052): the last answer of the
 * round, then the one before, back to the start of the round. The server
 * takes the review back (or hears of it later, offline), then the round
 * forgets the outcome and asks its question again. An answer the server
 * keeps (answered again since, another day, credits spent) says why.
 */
export function useRoundUndo<T, D>({
  round,
  local,
  saving,
  onUndone,
}: RoundUndoOptions<T, D>): UndoControl {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  // The server's words, or true for a failure without any.
  const [error, setError] = useState<string | true | null>(null);
  const last = round.results.at(-1);

  async function undo(): Promise<void> {
    if (!last || pending || saving) return;
    setPending(true);
    setError(null);
    try {
      const { undone } =
        last.key === undefined ? { undone: null } : await undoReview(last.key, local);
      onUndone();
      round.unrecord();
      if (undone) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.study.due });
        void queryClient.invalidateQueries({ queryKey: queryKeys.study.progress });
      }
    } catch (caught) {
      setError(caught instanceof ApiError && caught.problem ? caught.message : true);
    } finally {
      setPending(false);
    }
  }

  return { canUndo: last !== undefined, undo, pending: pending || saving, error };
}
