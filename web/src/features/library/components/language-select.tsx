import { useId } from 'react';

import { useLanguageName } from '@/lib/use-language-name';

const selectClass =
  'h-11 w-full rounded-lg border border-line bg-surface px-3 text-base focus-visible:outline-2 focus-visible:outline-ring sm:text-sm';

interface Props {
  label: string;
  /** The first option, meaning "no language chosen" (value ''). */
  anyLabel: string;
  value: string;
  languages: readonly { code: string }[];
  onChange: (code: string) => void;
}

/** A labelled choice of one of the learning languages, named in the interface language. */
export function LanguageSelect({ label, anyLabel, value, languages, onChange }: Props) {
  const id = useId();
  const languageName = useLanguageName();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      >
        <option value="">{anyLabel}</option>
        {languages.map((l) => (
          <option key={l.code} value={l.code}>
            {languageName(l.code)}
          </option>
        ))}
      </select>
    </div>
  );
}
