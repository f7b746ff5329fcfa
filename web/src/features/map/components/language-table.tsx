import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { MapLanguage } from '@/features/map/api/get-map';
import { countriesOf, libraryHref } from '@/features/map/progress';
import { Card } from '@/components/ui/card';

interface LanguageTableProps {
  languages: MapLanguage[];
  hasProgress: boolean;
  onSelect: (code: string) => void;
}

/**
 * The map as a table, for keyboard and screen-reader users (and anyone who
 * prefers numbers): every language with its countries, the learner's cards
 * and the community's lessons, and a way to its stories.
 */
export function LanguageTable({ languages, hasProgress, onSelect }: LanguageTableProps) {
  const { t, i18n } = useTranslation('site');
  const names = new Intl.DisplayNames(i18n.resolvedLanguage, { type: 'language' });
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-4 pb-2 text-left text-base font-semibold">
          {t('map.tableCaption')}
        </caption>
        <thead className="border-b border-line bg-surface-muted/60 text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
              {t('map.language')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold sm:px-4">
              {t('map.learned')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold sm:px-4">
              {t('map.lessons')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
              {t('map.stories')}
            </th>
          </tr>
        </thead>
        <tbody>
          {languages.map((l) => {
            const name = names.of(l.code) ?? l.name;
            return (
              <tr key={l.code} className="border-b border-line last:border-0">
                <th scope="row" className="px-3 py-2 font-medium sm:px-4">
                  <button
                    type="button"
                    className="min-h-11 text-left underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    onClick={() => {
                      onSelect(l.code);
                    }}
                  >
                    {name}
                    <span className="block text-xs font-normal text-ink-muted">
                      {t('map.countryCount', { count: countriesOf(l.code).length })}
                    </span>
                  </button>
                </th>
                <td className="px-3 py-2 text-right tabular-nums sm:px-4">
                  {hasProgress ? number.format(l.learned) : '—'}
                </td>
                <td className="px-3 py-2 text-right tabular-nums sm:px-4">
                  {number.format(l.lessons)}
                </td>
                <td className="px-3 py-2 sm:px-4">
                  <Link
                    to={libraryHref(l.code)}
                    className="inline-flex min-h-11 items-center font-medium text-brand underline underline-offset-4"
                  >
                    {t('map.storiesIn', { language: name })}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
