import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { undoReview } from '@/features/flashcards/api/undo-review';
import { markAnswered } from '@/lib/answer-stale';
import { ApiError } from '@/lib/api/client';
import type { UndoneReview } from '@/lib/pending-undos';

/**
 * What every undo of a mode does around its own step back (decision 0052):
 * one request at a time, the server told (or, offline, told later), the
 * mode's `stepBack` once it has, and the study figures asked for again when
 * the server took the answer back. A refusal keeps the server's words (true:
 * a failure without any) for the mode to say.
 */
export function useUndoRequest() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | true | null>(null);

  /** Takes back the answer sent under `key` (none: never sent), then `stepBack`. */
  async function request(
    key: string | undefined,
    local: boolean,
    stepBack: (undone: UndoneReview | null) => void,
  ): Promise<void> {
    setPending(true);
    setError(null);
    try {
      const { undone } = key === undefined ? { undone: null } : await undoReview(key, local);
      stepBack(undone);
      if (undone) markAnswered(queryClient);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.problem ? caught.message : true);
    } finally {
      setPending(false);
    }
  }

  return { request, pending, error };
}
