import { useMemo, useState } from 'react';

import { useCreateReview } from '@/features/flashcards/api/create-review';
import { useMissingAnswer } from '@/features/flashcards/hooks/use-missing-answer';
import { useMissingKeys } from '@/features/flashcards/hooks/use-missing-keys';
import { useMissingFocus } from '@/features/flashcards/hooks/use-missing-focus';
import { useRound } from '@/features/flashcards/hooks/use-round';
import { useRoundUndo } from '@/features/flashcards/hooks/use-round-undo';
import { missingChoices } from '@/features/flashcards/utils/missing-choices';
import type { Blank } from '@/features/flashcards/utils/missing-word';
import type { Flashcard } from '@/lib/api/lesson-types';

/**
 * A round of Missing-word questions: the question shown, its choices (by the
 * round's seed), how it is answered (typing when chosen or when there are
 * fewer than two choices), each answer posted to /api/v1/reviews, undo of
 * the last answers, where focus goes, and the keys.
 */
export function useMissingSession(blanks: Blank[], lesson: Flashcard[], local: boolean) {
  const round = useRound<Blank>(blanks);
  const [typingChosen, setTypingChosen] = useState(false);
  const review = useCreateReview(local);

  const blank = round.current;
  const q = useMissingAnswer(blank, {
    elapsed: round.elapsed,
    onAnswered: (firstTry, input_) => {
      const key = review.mutate(input_);
      if (blank) round.record(blank, firstTry, key);
    },
  });
  const { seed } = round;
  const choices = useMemo(
    () => (blank ? missingChoices(blank, lesson, seed) : []),
    [blank, lesson, seed],
  );
  const typing = typingChosen || choices.length < 2;

  const focus = useMissingFocus({
    index: round.index,
    items: round.items,
    eliminated: q.eliminated,
    answered: q.answer !== null,
  });

  function next() {
    q.reset();
    round.next();
  }

  function restart(with_: Blank[]) {
    q.reset();
    round.restart(with_);
  }

  const undo = useRoundUndo({ round, local, saving: review.isPending, onUndone: q.reset });

  const [helpOpen, setHelpOpen] = useState(false);
  useMissingKeys({
    undo,
    active: blank !== undefined,
    choices,
    typing,
    answered: q.answer !== null,
    pick: q.pick,
    showHint: q.showHint,
    audio: focus.audio,
    next,
    help: () => {
      setHelpOpen(true);
    },
  });

  return {
    round,
    blank,
    q,
    choices,
    typing,
    setTypingChosen,
    focus,
    saveFailed: review.isError,
    /** Taking the last answer back (button, Ctrl+Z / ⌘Z). */
    undo,
    next,
    /** Again with the questions missed, or with every question. */
    retryMissed: () => {
      restart(round.missed);
    },
    restartAll: () => {
      restart(blanks);
    },
    helpOpen,
    setHelpOpen,
  };
}
