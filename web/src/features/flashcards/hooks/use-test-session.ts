import { useMemo, useState } from 'react';

import { useCreateReview } from '@/features/flashcards/api/create-review';
import { useTestFocus } from '@/features/flashcards/hooks/use-test-focus';
import { useRound } from '@/features/flashcards/hooks/use-round';
import {
  choiceShortcuts,
  useStudyShortcuts,
} from '@/features/flashcards/hooks/use-study-shortcuts';
import { choicesFor } from '@/features/flashcards/utils/study-order';
import type { Flashcard } from '@/lib/api/lesson-types';

export interface TestAnswer {
  correct: boolean;
  /** Typed with a typo or two: counted as right (the server grades it Hard). */
  close?: boolean;
  /** The choice picked, in multiple-choice questions. */
  picked?: string;
}

/**
 * A round of Test questions: the card shown, its four choices (by the
 * round's seed) or a field, each answer posted to /api/v1/reviews (mode
 * 'test'), where focus goes, and the keys (1–4 choose, ? the list).
 */
export function useTestSession(cards: Flashcard[], local: boolean) {
  const round = useRound<Flashcard>(cards);
  const [answer, setAnswer] = useState<TestAnswer | null>(null);
  const [typed, setTyped] = useState('');
  const review = useCreateReview(local);

  const [typing, setTyping] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const card = round.current;
  const { seed } = round;
  const choices = useMemo(() => (card ? choicesFor(card, cards, seed) : []), [card, cards, seed]);
  const typedMode = typing || choices.length < 2;

  const { nextButton, input, choiceGroup } = useTestFocus(
    round.index,
    round.items,
    answer !== null,
    typing,
  );

  function submit(correct: boolean, typedAnswer?: string, picked?: string, close = false) {
    if (!card || answer) return;
    setAnswer({
      correct,
      ...(close ? { close } : {}),
      ...(picked === undefined ? {} : { picked }),
    });
    round.record(card, correct);
    review.mutate({
      cardId: card.id,
      mode: 'test',
      correct,
      durationMs: round.elapsed(),
      // The server grades a typed answer itself (typos within a tolerance are Hard).
      ...(typedAnswer === undefined ? {} : { typedAnswer, expected: card.back }),
    });
  }

  function pick(choice: string) {
    if (card) submit(choice === card.back, undefined, choice);
  }

  useStudyShortcuts({
    '?': () => {
      setHelpOpen(true);
    },
    ...choiceShortcuts(choices, (choice) => {
      if (typedMode || answer) return false;
      pick(choice);
    }),
  });

  function next() {
    setAnswer(null);
    setTyped('');
    round.next();
  }

  function restart(with_: Flashcard[]) {
    setAnswer(null);
    setTyped('');
    round.restart(with_);
  }

  return {
    round,
    card,
    answer,
    typed,
    setTyped,
    typing,
    setTyping,
    typedMode,
    choices,
    nextButton,
    input,
    choiceGroup,
    saveFailed: review.isError,
    submit,
    pick,
    next,
    /** Again with the cards missed, or with every card. */
    retryMissed: () => {
      restart(round.missed);
    },
    restartAll: () => {
      restart(cards);
    },
    helpOpen,
    setHelpOpen,
  };
}
