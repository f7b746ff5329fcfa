import { useId } from 'react';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A radio group of big touch-friendly choices (lengths). */
export function ChoiceGroup<T extends string>({
  legend,
  value,
  options,
  onChange,
}: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">{legend}</legend>
      {options.map((o) => (
        <label
          key={o.value}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2 has-checked:border-brand has-checked:bg-brand-soft"
        >
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => {
              onChange(o.value);
            }}
            className="size-4 accent-brand"
          />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
