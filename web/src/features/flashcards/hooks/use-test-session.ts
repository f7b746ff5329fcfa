import { useMemo, useRef, useState } from 'react';

import { useCreateReview } from '@/features/flashcards/api/create-review';
import type { AudioHandle } from '@/features/flashcards/components/audio-button';
import { useCardDirection } from '@/features/flashcards/hooks/use-card-direction';
import { useListeningPlay } from '@/features/flashcards/hooks/use-listening-play';
import { useTestFocus } from '@/features/flashcards/hooks/use-test-focus';
import { useRound } from '@/features/flashcards/hooks/use-round';
import { useRoundUndo } from '@/features/flashcards/hooks/use-round-undo';
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
 * 'test'), undo of the last answers (Ctrl+Z / ⌘Z too), where focus goes,
 * and the keys (1–4 choose, ? the list). The
 * lesson's direction (decision 0051) says what is asked: native → target
 * asks for the target text, chosen or typed.
 */
export function useTestSession(cards: Flashcard[], local: boolean, lesson: string) {
  const round = useRound<Flashcard>(cards);
  const [answer, setAnswer] = useState<TestAnswer | null>(null);
  const [typed, setTyped] = useState('');
  const review = useCreateReview(local);

  const [typing, setTyping] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const card = round.current;
  const { seed } = round;
  const turn = `${String(round.index)}:${card?.id ?? ''}:${seed}`;
  const way = useCardDirection(lesson, card, turn, answer !== null);
  const side = way.ask === 'native' ? 'front' : 'back';
  /** The right answer: the translation, or the target text in native → target. */
  const expected = card ? card[side] : '';
  const audio = useRef<AudioHandle>(null);
  const blocked = useListeningPlay(audio, way.ask === 'listen', turn);
  const choices = useMemo(
    () => (card ? choicesFor(card, cards, seed, side) : []),
    [card, cards, seed, side],
  );
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
    const key = review.mutate({
      cardId: card.id,
      mode: 'test',
      correct,
      durationMs: round.elapsed(),
      // The server grades a typed answer itself (typos within a tolerance are Hard).
      ...(typedAnswer === undefined ? {} : { typedAnswer, expected }),
      ...(way.direction ? { direction: way.direction } : {}),
    });
    round.record(card, correct, key);
  }

  function clear() {
    setAnswer(null);
    setTyped('');
  }

  const undo = useRoundUndo({ round, local, saving: review.isPending, onUndone: clear });

  function pick(choice: string) {
    if (card) submit(choice === expected, undefined, choice);
  }

  useStudyShortcuts({
    '?': () => {
      setHelpOpen(true);
    },
    ...choiceShortcuts(choices, (choice) => {
      if (typedMode || answer) return false;
      pick(choice);
    }),
    'mod+z': () => {
      if (!undo.canUndo) return false;
      void undo.undo();
    },
  });

  function next() {
    clear();
    round.next();
  }

  function restart(with_: Flashcard[]) {
    clear();
    round.restart(with_);
  }

  return {
    round,
    card,
    answer,
    way,
    expected,
    audio,
    blocked,
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
    /** Taking the last answer back (button, Ctrl+Z / ⌘Z). */
    undo,
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
