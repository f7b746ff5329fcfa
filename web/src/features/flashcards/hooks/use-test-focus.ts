import { useEffect, useRef } from 'react';

/**
 * Where focus goes in Test mode (not on page load): once answered, to Next;
 * on a new question or a change of the way to answer, to the field or the
 * first choice.
 */
export function useTestFocus(index: number, items: unknown[], answered: boolean, typing: boolean) {
  const nextButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const choiceGroup = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (answered) nextButton.current?.focus();
    else if (input.current) input.current.focus();
    else choiceGroup.current?.querySelector('button')?.focus();
  }, [index, answered, items, typing]);

  return { nextButton, input, choiceGroup };
}
