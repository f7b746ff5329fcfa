import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';

const questions = [
  'credits',
  'guest',
  'languages',
  'engine',
  'failed',
  'refunds',
  'wishes',
  'privacy',
  'delete',
  'sharing',
  'leaderboards',
  'offline',
] as const;

/** The FAQ: native disclosure widgets, so it works by keyboard and without JavaScript. */
export function Faq() {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title" className="font-display text-2xl font-semibold tracking-tight">
        {t('contact.faqTitle')}
      </h2>
      <Card className="mt-4 divide-y divide-line">
        {questions.map((q) => (
          <details key={q} className="group px-5 py-4">
            <summary className="cursor-pointer list-none font-medium group-open:text-brand marker:hidden [&::-webkit-details-marker]:hidden">
              <span className="flex items-start justify-between gap-3">
                <span>{t(`contact.faq.${q}.q`)}</span>
                <span
                  aria-hidden="true"
                  className="text-ink-muted transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </span>
            </summary>
            <p className="mt-2 text-ink-muted">{t(`contact.faq.${q}.a`)}</p>
          </details>
        ))}
      </Card>
    </section>
  );
}
