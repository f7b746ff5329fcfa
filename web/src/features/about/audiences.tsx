import { useTranslation } from 'react-i18next';

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
          <li key={who} className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
            <h3 className="font-display text-lg font-semibold">
              {t(`about.forWhom.${who}.title`)}
            </h3>
            <p className="mt-1 text-ink-muted">{t(`about.forWhom.${who}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
