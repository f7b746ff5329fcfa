import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card';
import { KnownWordsChart } from '@/components/charts/known-words-chart';
import { useWordCounts } from '@/lib/api/words';
import { useLanguageName } from '@/lib/use-language-name';

/**
 * The words the learner knows in each language (product §18): known,
 * learning and ignored, and the known words month by month.
 */
export function WordsSection() {
  const { t, i18n } = useTranslation('account');
  const counts = useWordCounts();
  const languageName = useLanguageName();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const languages = counts.data?.languages ?? [];
  return (
    <Card asChild className="mt-8 p-6">
      <section aria-labelledby="words-title">
        <h2 id="words-title" className="font-display text-xl font-semibold">
          {t('words.title')}
        </h2>
        {counts.isError ? (
          <p className="mt-2 text-danger">{t('words.failed')}</p>
        ) : counts.data && languages.length === 0 ? (
          <p className="mt-2 text-ink-muted">{t('words.none')}</p>
        ) : (
          <ul className="mt-4 flex flex-col gap-6">
            {languages.map((l) => {
              const name = languageName(l.language);
              return (
                <li key={l.language} data-testid={`words-${l.language}`}>
                  <h3 className="font-semibold">{name}</h3>
                  <p className="mt-1 text-ink-muted">
                    {t('words.counts', {
                      known: number.format(l.known),
                      learning: number.format(l.learning),
                      ignored: number.format(l.ignored),
                    })}
                  </p>
                  {l.months.length > 0 && <KnownWordsChart language={name} months={l.months} />}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
