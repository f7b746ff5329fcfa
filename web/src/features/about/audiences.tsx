import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card';

const audiences = ['spanishSpeakers', 'busyAdults'] as const;

/** Who Storyglot is made for (product §1): Spanish speakers learning English, busy working adults. */
export function Audiences() {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="for-whom-title" className="mt-14">
      <h2 id="for-whom-title" className="font-display text-2xl font-semibold tracking-tight">
        {t('about.forWhom.title')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {audiences.map((who) => (
          <Card asChild key={who} className="p-5">
            <li>
              <h3 className="font-display text-lg font-semibold">
                {t(`about.forWhom.${who}.title`)}
              </h3>
              <p className="mt-1 text-ink-muted">{t(`about.forWhom.${who}.text`)}</p>
            </li>
          </Card>
        ))}
      </ul>
    </section>
  );
}
