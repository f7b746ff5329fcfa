import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card';

const steps = ['one', 'two', 'three'] as const;

/** The three steps from a story to learning it (the first says AI where this server writes stories). */
export function HowItWorks({ ai }: { ai: boolean }) {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="how-title" className="mt-14">
      <h2 id="how-title" className="font-display text-2xl font-semibold tracking-tight">
        {t('about.howTitle')}
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-3">
        {steps.map((step, i) => (
          <Card asChild key={step} className="p-5">
            <li>
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-brand-soft font-display text-lg font-semibold text-brand"
              >
                {i + 1}
              </span>
              <h3 className="mt-3 font-display text-lg font-semibold">
                {t(`about.steps.${step}.title`)}
              </h3>
              <p className="mt-1 text-ink-muted">
                {t(ai && step === 'one' ? 'about.steps.one.textAI' : `about.steps.${step}.text`)}
              </p>
            </li>
          </Card>
        ))}
      </ol>
    </section>
  );
}
