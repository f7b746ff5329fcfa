import type { Ref } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface NextButtonProps {
  label: string;
  onNext: () => void;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** Next question (Enter): a held Enter, the one that checked, does not skip the feedback. */
export function NextButton({ label, onNext, className, ref }: NextButtonProps) {
  return (
    <Button
      ref={ref}
      className={cn(className)}
      aria-keyshortcuts="Enter"
      onClick={onNext}
      onKeyDown={(event) => {
        if (event.repeat) event.preventDefault();
      }}
    >
      {label}
    </Button>
  );
}

interface FeedbackLineProps {
  right: boolean;
  text: string;
}

/** The verdict of an answer, with ✓ or ✗ and words, never colour alone. */
export function FeedbackLine({ right, text }: FeedbackLineProps) {
  return (
    <p className={cn('font-semibold', right ? 'text-success' : 'text-danger')}>
      <span aria-hidden="true">{right ? '✓ ' : '✗ '}</span>
      <span>{text}</span>
    </p>
  );
}
