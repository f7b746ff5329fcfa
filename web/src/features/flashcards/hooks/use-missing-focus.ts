import { useEffect, useRef } from 'react';

import type { AudioHandle } from '@/features/flashcards/components/audio-button';

interface MissingFocusOptions {
  /** The question shown, and the round's questions: a change is a new question. */
  index: number;
  items: unknown[];
  /** The wrong choices so far, disabled. */
  eliminated: readonly string[];
  answered: boolean;
}

/**
 * Where focus goes in Missing-word mode: to the field or the first choice
 * left on a new question (not on page load) and after a wrong choice; once
 * answered, to Next, while the whole sentence plays.
 */
export function useMissingFocus({ index, items, eliminated, answered }: MissingFocusOptions) {
  const input = useRef<HTMLInputElement>(null);
  const choiceGroup = useRef<HTMLDivElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const audio = useRef<AudioHandle>(null);
  const firstRender = useRef(true);

  const firstChoice = () =>
    choiceGroup.current?.querySelector<HTMLButtonElement>('button:enabled') ?? null;

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (input.current) input.current.focus();
    else firstChoice()?.focus();
  }, [index, items]);

  // A wrong choice is disabled: keep focus among the choices left.
  useEffect(() => {
    if (eliminated.length > 0) firstChoice()?.focus();
  }, [eliminated]);

  useEffect(() => {
    if (!answered) return;
    nextButton.current?.focus();
    // A refused autoplay is no error: the replay button is there.
    audio.current?.play().catch(() => undefined);
  }, [answered]);

  return {
    input,
    choiceGroup,
    nextButton,
    audio,
    /** Back to the answer (after the hint is shown). */
    focusAnswer: () => {
      (input.current ?? firstChoice())?.focus();
    },
  };
}
