import { useMemo, useRef, useState } from 'react';

import { useCreateReview } from '@/features/flashcards/api/create-review';
import { useOrderAnswer } from '@/features/flashcards/hooks/use-order-answer';
import { useOrderFocus } from '@/features/flashcards/hooks/use-order-focus';
import { useRound } from '@/features/flashcards/hooks/use-round';
import { useRoundUndo } from '@/features/flashcards/hooks/use-round-undo';
import { useStudyShortcuts } from '@/features/flashcards/hooks/use-study-shortcuts';
import { isControl } from '@/features/flashcards/utils/key-targets';
import { reshuffle, type Puzzle } from '@/features/flashcards/utils/order-words';
import { scoreOrder, type OrderScore } from '@/features/flashcards/utils/score-order';

/**
 * A round of Order mode (product §7): the sentence being rebuilt, Check
 * (which posts the outcome, mode 'order'), Next, undo of the last answers,
 * and the keys that drive them (Enter, P, ?, Ctrl+Z / ⌘Z).
 */
export function useOrderSession(puzzles: Puzzle[], local: boolean) {
  const round = useRound<Puzzle, OrderScore>(puzzles);
  const [checked, setChecked] = useState<OrderScore | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const review = useCreateReview(local);
  const answerList = useRef<HTMLOListElement>(null);
  const checkButton = useRef<HTMLButtonElement>(null);

  const puzzle = round.current;
  const { seed, index, items } = round;
  const focus = useOrderFocus(index, items, checked);
  const byId = useMemo(
    () => new Map((puzzle?.solution ?? []).map((tile) => [tile.id, tile])),
    [puzzle],
  );
  const shuffled = useMemo(() => (puzzle ? reshuffle(puzzle, seed) : []), [puzzle, seed]);
  const built = useOrderAnswer({
    byId,
    shuffled,
    locked: checked !== null,
    bankList: focus.bankList,
    answerList,
    checkButton,
  });

  function check() {
    if (!puzzle || checked || built.tiles.length === 0) return;
    const score = scoreOrder(built.tiles, puzzle.solution);
    setChecked(score);
    built.setAnnouncement('');
    const key = review.mutate({
      cardId: puzzle.card.id,
      mode: 'order',
      orderCorrect: score.correct,
      orderTotal: score.total,
      durationMs: round.elapsed(),
    });
    round.record(puzzle, score.correct === score.total, key, score);
  }

  function clear() {
    built.clear();
    setChecked(null);
  }

  const undo = useRoundUndo({ round, local, saving: review.isPending, onUndone: clear });

  function next() {
    clear();
    round.next();
  }

  function restart(with_: Puzzle[]) {
    clear();
    round.restart(with_);
  }

  useStudyShortcuts({
    '?': () => {
      setHelpOpen(true);
    },
    Enter: (event) => {
      if (isControl(event.target) || !puzzle) return false;
      if (checked) next();
      else check();
    },
    p: () => {
      if (!checked) return false;
      focus.audio.current?.toggle();
    },
    'mod+z': () => {
      if (!undo.canUndo) return false;
      void undo.undo();
    },
  });

  return {
    round,
    puzzle,
    checked,
    helpOpen,
    setHelpOpen,
    saveFailed: review.isError,
    /** Taking the last answer back (button, Ctrl+Z / ⌘Z). */
    undo,
    focus,
    byId,
    built,
    answerList,
    checkButton,
    check,
    next,
    openHelp: () => {
      setHelpOpen(true);
    },
    /** Another round of the sentences missed. */
    retry: () => {
      restart(round.missed);
    },
    /** Another round of every sentence. */
    restartAll: () => {
      restart(puzzles);
    },
  };
}
