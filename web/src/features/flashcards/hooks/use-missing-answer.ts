import { useState } from 'react';

import type { ReviewInput } from '@/features/flashcards/api/create-review';
import { normalizeAnswer } from '@/features/flashcards/utils/grading';
import type { Blank } from '@/features/flashcards/utils/missing-word';
import type { TypedVerdict } from '@/features/flashcards/components/typed-answer-form';

export interface MissingAnswer {
  correct: boolean;
  /** A typed answer with a typo or two: counted as recalled, with effort. */
  close: boolean;
  /** The choice picked last, when choosing. */
  picked?: string;
  /** Right, but after a wrong try or a hint: graded Hard, and said so. */
  helped?: 'second-try' | 'hint';
}

interface Options {
  /** Called once the question is answered: right on the first try, and the review to post. */
  onAnswered: (firstTry: boolean, review: ReviewInput) => void;
  /** Times the question (durationMs). */
  elapsed: () => number;
}

/**
 * One Missing question: a wrong first try (picked or typed) earns one more
 * try, a hint may be asked for, and only a right first try without help
 * counts as right; the server grades the rest Hard or Again.
 */
export function useMissingAnswer(blank: Blank | undefined, { onAnswered, elapsed }: Options) {
  const [typed, setTyped] = useState('');
  const [wrongTries, setWrongTries] = useState(0);
  const [eliminated, setEliminated] = useState<string[]>([]);
  const [hintUsed, setHintUsed] = useState(false);
  const [answer, setAnswer] = useState<MissingAnswer | null>(null);

  function finish(
    correct: boolean,
    tries: number,
    extra: Partial<MissingAnswer>,
    typedAnswer?: string,
  ) {
    if (!blank) return;
    const helped = !correct ? undefined : tries > 0 ? 'second-try' : hintUsed ? 'hint' : undefined;
    setAnswer({ correct, close: false, ...(helped ? { helped } : {}), ...extra });
    onAnswered(correct && !helped && !extra.close, {
      cardId: blank.card.id,
      mode: 'missing',
      correct,
      wrongTries: tries,
      hintUsed,
      durationMs: elapsed(),
      ...(typedAnswer === undefined ? {} : { typedAnswer, expected: blank.word }),
    });
  }

  return {
    typed,
    setTyped,
    wrongTries,
    eliminated,
    hintUsed,
    answer,
    pick: (choice: string) => {
      if (!blank || answer || eliminated.includes(choice)) return;
      if (normalizeAnswer(choice) === normalizeAnswer(blank.word)) {
        finish(true, wrongTries, { picked: choice });
      } else if (wrongTries === 0) {
        setWrongTries(1);
        setEliminated((e) => [...e, choice]);
      } else {
        finish(false, wrongTries + 1, { picked: choice });
      }
    },
    /** A typed answer checked; returns true when it may be tried again. */
    type: (verdict: TypedVerdict, text: string): boolean => {
      if (!blank || answer) return false;
      if (verdict !== 'wrong') {
        finish(true, wrongTries, { close: verdict === 'close' }, text);
      } else if (wrongTries === 0) {
        setWrongTries(1);
        return true;
      } else {
        finish(false, wrongTries + 1, {}, text);
      }
      return false;
    },
    showHint: () => {
      if (!answer && !hintUsed) setHintUsed(true);
    },
    /** Ready for the next question. */
    reset: () => {
      setAnswer(null);
      setTyped('');
      setWrongTries(0);
      setEliminated([]);
      setHintUsed(false);
    },
  };
}
