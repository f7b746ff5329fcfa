import { useTranslation } from 'react-i18next';

import type { MapLanguage } from '@/features/map/api/get-map';
import { levelFill, progressLevel } from '@/features/map/progress';
import { cn } from '@/lib/cn';
import { useLanguageName } from '@/lib/use-language-name';

interface LanguageChooserProps {
  languages: MapLanguage[];
  selected: string;
  onSelect: (code: string) => void;
}

/** Every language as a button, with the learner's progress colour: the map's choice without the map. */
export function LanguageChooser({ languages, selected, onSelect }: LanguageChooserProps) {
  const { t } = useTranslation('site');
  const languageName = useLanguageName();
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-medium">{t('map.choose')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {languages.map((l) => (
          <button
            key={l.code}
            type="button"
            aria-pressed={l.code === selected}
            onClick={() => {
              onSelect(l.code);
            }}
            className={cn(
              'inline-flex min-h-11 items-center gap-2 rounded-xl border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
              l.code === selected
                ? 'border-accent bg-accent-soft text-ink'
                : 'border-line bg-surface hover:bg-surface-muted',
            )}
          >
            <svg aria-hidden="true" viewBox="0 0 10 10" className="size-3">
              <circle cx="5" cy="5" r="5" className={levelFill[progressLevel(l.learned)]} />
            </svg>
            {languageName(l.code, l.name)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
