import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | undefined;
  /** A hint under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** Extra content on the label row (e.g. a "Forgot Password?" link). */
  labelAside?: ReactNode;
  hideLabel?: boolean;
}

export const inputClass =
  'h-11 w-full rounded-xl border border-line bg-surface px-3.5 text-base text-ink shadow-sm transition-colors placeholder:text-ink-muted/70 hover:border-ink-muted/40 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60 disabled:opacity-60 aria-invalid:border-danger sm:text-sm';

/** A labelled input with an optional hint and error message. */
export function TextField({
  label,
  error,
  hint,
  labelAside,
  hideLabel = false,
  className,
  ...props
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className={cn('flex items-baseline justify-between gap-2', hideLabel && 'sr-only')}>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {labelAside}
      </div>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint ? (
        <div id={hintId} className="text-xs text-ink-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium whitespace-pre-line text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
