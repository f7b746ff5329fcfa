import { cn } from '@/lib/cn';

interface AnswerModeToggleProps {
  /** Accessible name of the group. */
  label: string;
  typing: boolean;
  chooseLabel: string;
  typeLabel: string;
  /** Once answered the way cannot change. */
  answered: boolean;
  /** Fewer than two choices: typing only. */
  canChoose?: boolean;
  onChange: (typing: boolean) => void;
}

/** Choose or type: how Test and Missing questions are answered. */
export function AnswerModeToggle({
  label,
  typing,
  chooseLabel,
  typeLabel,
  answered,
  canChoose = true,
  onChange,
}: AnswerModeToggleProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-xl bg-surface-muted p-0.5 text-sm"
    >
      {([false, true] as const).map((value) => (
        <button
          key={String(value)}
          type="button"
          aria-pressed={value === typing}
          disabled={answered || (!value && !canChoose)}
          onClick={() => {
            onChange(value);
          }}
          className={cn(
            'rounded-lg px-2.5 py-1 font-semibold focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-default',
            value === typing ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
          )}
        >
          {value ? typeLabel : chooseLabel}
        </button>
      ))}
    </div>
  );
}
