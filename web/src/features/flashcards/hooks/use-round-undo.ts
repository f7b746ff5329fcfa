import type { UndoControl } from '@/features/flashcards/components/undo-grade';
import type { Round } from '@/features/flashcards/hooks/use-round';
import { useUndoRequest } from '@/features/flashcards/hooks/use-undo-request';

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
  const { request, pending, error } = useUndoRequest();
  const last = round.results.at(-1);

  async function undo(): Promise<void> {
    if (!last || pending || saving) return;
    await request(last.key, local, () => {
      onUndone();
      round.unrecord();
    });
  }

  return { canUndo: last !== undefined, undo, pending: pending || saving, error };
}
