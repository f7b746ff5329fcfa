import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { AuthenticationForm } from '@/features/home/components/authentication-form';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { Icon } from '@/features/home/components/icons';
import { useMeta } from '@/lib/api/meta';

/**
 * What this server makes, and nothing more: AI stories and pictures only
 * where it has the models (the prerendered page says the common part). A
 * component of its own: when GET /meta answers, only it renders again, not
 * the page with its form (a query's answer is rendered in one task).
 */
function Intro() {
  const { t } = useTranslation();
  const meta = useMeta().data;
  return (
    <p className="mt-3 max-w-xl text-pretty text-ink-muted sm:mt-5 sm:text-lg">
      {t(meta?.aiStories ? 'home.introAI' : 'home.intro')}
      {meta?.pictures ? ` ${t('home.introPictures')}` : null}
    </p>
  );
}

/** Home for a visitor (product §3): title, tagline and the authentication form. */
export function VisitorHome() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pt-14 lg:pt-20">
      <div className="grid gap-4 sm:gap-10 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-14">
        <section aria-labelledby="home-title">
          <h1
            id="home-title"
            className="font-display text-4xl font-semibold tracking-tight text-ink sm:text-6xl"
          >
            {t('app.name')}
          </h1>
          <p className="mt-2 font-display text-xl text-brand sm:mt-3 sm:text-3xl">
            {t('app.tagline')}
          </p>
          <Intro />
          {/* On a phone the perks give way to the e-mail field, which must be on the first screen. */}
          <ul className="mt-6 hidden flex-wrap gap-2 text-sm sm:flex">
            {(['home.perk1', 'home.perk2', 'home.perk3'] as const).map((key) => (
              <li
                key={key}
                className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface/70 px-3 py-1 font-medium text-ink-muted"
              >
                <span aria-hidden="true" className="text-brand">
                  ✓
                </span>
                {t(key)}
              </li>
            ))}
          </ul>
          <Button asChild variant="ghost" className="mt-1 -ml-4 sm:mt-6">
            <Link to="/about">
              {t('home.learnMore')}
              <Icon name="arrow" className="size-4" />
            </Link>
          </Button>
        </section>
        <AuthenticationForm />
      </div>
      <HowItWorks />
    </div>
  );
}
