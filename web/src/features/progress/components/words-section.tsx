import { useTranslation } from 'react-i18next';

import { KnownWordsChart } from '@/components/charts/known-words-chart';
import { useWordCounts } from '@/lib/api/words';
import { Section } from '@/features/progress/components/section';
import { useLanguageName } from '@/lib/use-language-name';

/** Known words month by month per language (GET /api/v1/words, product §18). */
export function WordsSection() {
  const { t } = useTranslation('study', { keyPrefix: 'progress' });
  const counts = useWordCounts();
  const languageName = useLanguageName();
  const languages = (counts.data?.languages ?? []).filter((l) => l.months.length > 0);
  if (counts.isPending) return null;
  return (
    <Section id="progress-words" title={t('words.title')}>
      {languages.length === 0 ? (
        <p className="mt-2 text-ink-muted">{t('words.none')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-4">
          {languages.map((l) => {
            const name = languageName(l.language);
            return (
              <li key={l.language}>
                <h3 className="font-semibold">{name}</h3>
                <KnownWordsChart language={name} months={l.months} />
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
