import { Collapsible } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguageName } from '@/lib/use-language-name';
import type { Meta } from '@/lib/api/meta';

type LearningLanguage = Meta['learningLanguages'][number];

interface LanguageSettingsProps {
  languages: readonly LearningLanguage[];
  native: string;
  target: string;
  onNativeChange: (code: string) => void;
  onTargetChange: (code: string) => void;
  disabled?: boolean;
}

/** The collapsible 'Language Settings' panel of product §2: native and target pickers. */
export function LanguageSettings({
  languages,
  native,
  target,
  onNativeChange,
  onTargetChange,
  disabled,
}: LanguageSettingsProps) {
  const { t } = useTranslation('lesson');
  const name = useLanguageName();
  const [open, setOpen] = useState(false);
  const nativeId = useId();
  const targetId = useId();
  const options = languages.map((l) => (
    <option key={l.code} value={l.code}>
      {name(l.code, l.name)}
    </option>
  ));
  const byCode = (code: string) => languages.find((l) => l.code === code)?.name ?? code;
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded-xl border border-line">
      <Collapsible.Trigger className="flex w-full items-center justify-between gap-2 rounded-xl px-4 py-3 text-left text-sm font-semibold hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring">
        <span>{t('languages.settings')}</span>
        <span className="flex items-center gap-2 font-normal text-ink-muted">
          {t('languages.summary', {
            target: name(target, byCode(target)),
            native: name(native, byCode(native)),
          })}
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
            fill="currentColor"
          >
            <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.8" fill="none" />
          </svg>
        </span>
      </Collapsible.Trigger>
      <Collapsible.Content className="grid gap-4 px-4 pb-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={targetId} className="text-sm font-medium">
            {t('languages.target')}
          </label>
          <select
            id={targetId}
            value={target}
            disabled={disabled}
            onChange={(e) => {
              onTargetChange(e.target.value);
            }}
            className="h-10 rounded-lg border border-line bg-surface px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          >
            {options}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={nativeId} className="text-sm font-medium">
            {t('languages.native')}
          </label>
          <select
            id={nativeId}
            value={native}
            disabled={disabled}
            onChange={(e) => {
              onNativeChange(e.target.value);
            }}
            className="h-10 rounded-lg border border-line bg-surface px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          >
            {options}
          </select>
        </div>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
