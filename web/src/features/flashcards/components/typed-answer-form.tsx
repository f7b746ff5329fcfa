import type { Ref } from 'react';

import { Button } from '@/components/ui/button';
import { checkTyped } from '@/features/flashcards/utils/grading';

export type TypedVerdict = ReturnType<typeof checkTyped>;

interface TypedAnswerFormProps {
  value: string;
  onChange: (value: string) => void;
  /** The right answer: the typed one is checked against it with the server's rule. */
  expected: string;
  /** The question is answered: the field is read-only and Enter goes on. */
  answered: boolean;
  /** A wrong try that may be tried again: the field is marked invalid. */
  invalid?: boolean;
  /** The language typed in. */
  lang: string;
  label: string;
  checkLabel: string;
  /** A non-empty answer checked: right, close (a typo or two) or wrong. */
  onAnswer: (verdict: TypedVerdict, typed: string) => void;
  /** Enter once answered. */
  onNext: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The typed answer of Test and Missing: one field and Check. The instant
 * verdict uses grading.ts, the same rule the server grades with, so the
 * browser never says right where the server records Again.
 */
export function TypedAnswerForm({
  value,
  onChange,
  expected,
  answered,
  invalid = false,
  lang,
  label,
  checkLabel,
  onAnswer,
  onNext,
  inputRef,
}: TypedAnswerFormProps) {
  return (
    <form
      className="mt-5 flex flex-col gap-3 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        if (answered) onNext();
        else if (value.trim()) onAnswer(checkTyped(value, expected), value);
      }}
    >
      <label className="flex-1">
        <span className="sr-only">{label}</span>
        <input
          ref={inputRef}
          lang={lang}
          value={value}
          readOnly={answered}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={label}
          aria-invalid={!answered && invalid ? true : undefined}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          className="h-10 w-full rounded-xl border border-line bg-surface px-3 focus-visible:outline-2 focus-visible:outline-ring"
        />
      </label>
      {!answered && (
        <Button type="submit" aria-keyshortcuts="Enter">
          {checkLabel}
        </Button>
      )}
    </form>
  );
}
