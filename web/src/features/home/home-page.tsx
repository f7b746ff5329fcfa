import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  className: 'size-5',
} as const;

const stepIcons: ReactNode[] = [
  <svg key="write" {...iconProps}>
    <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </svg>,
  <svg key="cards" {...iconProps}>
    <rect x="3" y="6" width="14" height="14" rx="2.5" />
    <path d="M7 3h11.5A2.5 2.5 0 0 1 21 5.5V17" />
  </svg>,
  <svg key="learn" {...iconProps}>
    <path d="M3 9.5 12 5l9 4.5-9 4.5-9-4.5Z" />
    <path d="M7 11.5V16c1.5 1.3 3.2 2 5 2s3.5-.7 5-2v-4.5" />
  </svg>,
];

/** Home (spec §2): product title, tagline and the "Transform Your Story" area. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle();

  const steps = [
    { title: t('home.step1Title'), text: t('home.step1Text') },
    { title: t('home.step2Title'), text: t('home.step2Text') },
    { title: t('home.step3Title'), text: t('home.step3Text') },
  ];

  return (
    <div className="relative isolate flex-1 overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-48 -z-10 h-[560px] bg-[radial-gradient(60%_55%_at_50%_45%,var(--sg-brand-soft),transparent)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-24 -right-24 -z-10 size-72 rounded-full bg-accent-soft blur-3xl dark:opacity-40"
      />
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14 lg:pt-20">
        <div className="grid gap-10 lg:grid-cols-[1.05fr_1fr] lg:items-center lg:gap-14">
          <section aria-labelledby="home-title">
            <h1
              id="home-title"
              className="font-display text-5xl font-semibold tracking-tight text-ink sm:text-6xl"
            >
              {t('app.name')}
            </h1>
            <p className="mt-3 font-display text-2xl text-brand sm:text-3xl">{t('app.tagline')}</p>
            <p className="mt-5 max-w-xl text-lg text-pretty text-ink-muted">{t('home.intro')}</p>
            <Button asChild size="lg" variant="secondary" className="mt-8">
              <Link to="/about">
                {t('home.learnMore')}
                <svg {...iconProps} className="size-4">
                  <path d="M5 12h14M13 6l6 6-6 6" />
                </svg>
              </Link>
            </Button>
          </section>

          <section
            aria-labelledby="transform-title"
            className="rounded-3xl border border-line bg-surface p-6 shadow-xl shadow-brand/5 sm:p-8"
          >
            <h2
              id="transform-title"
              className="font-display text-2xl font-semibold tracking-tight sm:text-3xl"
            >
              {t('home.transformTitle')}
            </h2>
            <p className="mt-2 text-ink-muted">{t('home.transformText')}</p>
            <div className="mt-6 flex min-h-52 flex-col items-center justify-center gap-4 rounded-2xl border-2 border-dashed border-line bg-surface-muted/50 p-6 text-center">
              <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-soft text-brand">
                <svg {...iconProps} className="size-7">
                  <path d="M12 6.5C10 5 7.5 4.5 4 5v13c3.5-.5 6 0 8 1.5 2-1.5 4.5-2 8-1.5V5c-3.5-.5-6 0-8 1.5Z" />
                  <path d="M12 6.5v13" />
                </svg>
              </div>
              <span className="inline-flex items-center rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold tracking-wide text-accent uppercase">
                {t('common.comingSoon')}
              </span>
            </div>
          </section>
        </div>

        <section aria-labelledby="steps-title" className="mt-16 sm:mt-20">
          <h2 id="steps-title" className="font-display text-2xl font-semibold tracking-tight">
            {t('home.stepsLabel')}
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {steps.map((step, index) => (
              <li
                key={step.title}
                className="rounded-2xl border border-line bg-surface/80 p-5 shadow-sm"
              >
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-xl bg-brand-soft text-brand">
                    {stepIcons[index]}
                  </span>
                  <span
                    aria-hidden="true"
                    className="font-display text-sm font-semibold text-ink-muted"
                  >
                    {String(index + 1).padStart(2, '0')}
                  </span>
                </div>
                <h3 className="mt-4 font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-pretty text-ink-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
