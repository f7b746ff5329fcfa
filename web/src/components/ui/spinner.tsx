import { cn } from '@/lib/cn';

interface SpinnerProps {
  /** Text announced to screen readers and shown beside the spinner. */
  label: string;
  className?: string;
}

/** A spinning ring with a visible, announced label. */
export function Spinner({ label, className }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex items-center justify-center gap-3 text-ink-muted', className)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6 animate-spin text-brand"
        fill="none"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}

/** A small decorative spinning ring for busy buttons; the button's text says what happens. */
export function InlineSpinner({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={cn('size-4 animate-spin', className)}
      fill="none"
      data-testid="busy-spinner"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
