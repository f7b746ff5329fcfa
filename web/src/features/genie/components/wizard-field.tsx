import { useId } from 'react';

interface WizardFieldProps {
  label: string;
  hint?: string;
  value: string;
  error: string | null;
  multiline?: boolean;
  onChange: (value: string) => void;
}

/** One question of a wizard step: its label, a hint and product §13's message when refused. */
export function WizardField({
  label,
  hint,
  value,
  error,
  multiline = false,
  onChange,
}: WizardFieldProps) {
  const id = useId();
  const errorId = useId();
  const className =
    'w-full rounded-xl border bg-surface px-3 py-2 text-base ' +
    (error ? 'border-danger' : 'border-line');
  const common = {
    id,
    value,
    placeholder: hint,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className,
  } as const;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={5}
          maxLength={2000}
          onChange={(e) => {
            onChange(e.target.value);
          }}
        />
      ) : (
        <input
          {...common}
          maxLength={300}
          onChange={(e) => {
            onChange(e.target.value);
          }}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
