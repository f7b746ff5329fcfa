import { useTranslation } from 'react-i18next';

import type { Period } from '@/features/leaderboards/api/get-leaderboard';
import { useMeta } from '@/lib/api/meta';
import { cn } from '@/lib/cn';
import { useLanguageName } from '@/lib/use-language-name';

const periods: Period[] = ['week', 'all'];

interface BoardFiltersProps {
  period: Period;
  onPeriod: (period: Period) => void;
  language: string;
  onLanguage: (language: string) => void;
}

/** Which board to show: this week's or all time's, for one language or all of them. */
export function BoardFilters({ period, onPeriod, language, onLanguage }: BoardFiltersProps) {
  const { t } = useTranslation('site');
  const languages = useMeta().data?.learningLanguages ?? [];
  const languageName = useLanguageName();
  return (
    <div className="mt-8 flex flex-wrap items-end gap-4">
      <fieldset>
        <legend className="text-sm font-medium">{t('leaderboards.period')}</legend>
        <div className="mt-1.5 inline-flex rounded-xl border border-line bg-surface p-1">
          {periods.map((p) => (
            <label
              key={p}
              className={cn(
                'cursor-pointer rounded-lg px-3 py-1.5 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-ring',
                period === p ? 'bg-brand text-on-brand' : 'text-ink-muted hover:text-ink',
              )}
            >
              <input
                type="radio"
                name="period"
                value={p}
                checked={period === p}
                onChange={() => {
                  onPeriod(p);
                }}
                className="sr-only"
              />
              {t(`leaderboards.${p}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="board-language" className="text-sm font-medium">
          {t('leaderboards.language')}
        </label>
        <select
          id="board-language"
          value={language}
          onChange={(e) => {
            onLanguage(e.target.value);
          }}
          className="h-10 rounded-xl border border-line bg-surface px-3 text-base sm:text-sm"
        >
          <option value="">{t('leaderboards.allLanguages')}</option>
          {languages.map((l) => (
            <option key={l.code} value={l.code}>
              {languageName(l.code, l.name)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
