import { useTranslation } from 'react-i18next';

import { Icon, type IconName } from '@/features/home/components/icons';
import { useMeta } from '@/lib/api/meta';

const icons: IconName[] = ['write', 'cards', 'learn'];

/** The three steps from story to lesson. */
export function HowItWorks() {
  const { t } = useTranslation();
  // The Genie is offered only where this server's AI can write (decision 0038: GET /meta says what the server makes).
  const ai = useMeta().data?.aiStories ?? false;
  const steps = [
    { title: t('home.step1Title'), text: t(ai ? 'home.step1TextAI' : 'home.step1Text') },
    { title: t('home.step2Title'), text: t('home.step2Text') },
    { title: t('home.step3Title'), text: t('home.step3Text') },
  ];
  return (
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
                <Icon name={icons[index] ?? 'write'} />
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
  );
}
