import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { TBody, THead, Table, Td, Th } from '@/components/ui/table';
import type { MapLanguage } from '@/features/map/api/get-map';
import { countriesOf, libraryHref } from '@/features/map/progress';
import { useLanguageName } from '@/lib/use-language-name';

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
  const languageName = useLanguageName();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <Table caption={t('map.tableCaption')} captionVisible density="compact">
      <THead>
        <tr>
          <Th>{t('map.language')}</Th>
          <Th numeric>{t('map.learned')}</Th>
          <Th numeric>{t('map.lessons')}</Th>
          <Th>{t('map.stories')}</Th>
        </tr>
      </THead>
      <TBody>
        {languages.map((l) => {
          const name = languageName(l.code, l.name);
          return (
            <tr key={l.code}>
              <Th scope="row">
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
              </Th>
              <Td numeric>{hasProgress ? number.format(l.learned) : '—'}</Td>
              <Td numeric>{number.format(l.lessons)}</Td>
              <Td>
                <Link
                  to={libraryHref(l.code)}
                  className="inline-flex min-h-11 items-center font-medium text-brand underline underline-offset-4"
                >
                  {t('map.storiesIn', { language: name })}
                </Link>
              </Td>
            </tr>
          );
        })}
      </TBody>
    </Table>
  );
}
