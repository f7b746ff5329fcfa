import { useTranslation } from 'react-i18next';

import { Audiences } from '@/features/about/audiences';
import { CallsToAction } from '@/features/about/calls-to-action';
import { HowItWorks } from '@/features/about/how-it-works';
import { Pricing } from '@/features/about/pricing';
import { useMeta } from '@/lib/api/meta';
import { usePageMeta } from '@/lib/page-meta';

/** Marketing page (product §14 /about): what Storyglot does, how, what it costs. */
export function AboutPage() {
  const { t } = useTranslation('site');
  const { t: tCommon } = useTranslation();
  usePageMeta(tCommon('pages.about.title'), '/about');
  // Only what this server makes: an AI story where a provider can write one.
  const ai = useMeta().data?.aiStories ?? false;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">
        {t('about.eyebrow')}
      </p>
      <h1 className="mt-3 max-w-3xl font-display text-3xl font-semibold tracking-tight text-balance sm:text-5xl">
        {t('about.title')}
      </h1>
      <p className="mt-4 max-w-prose text-lg text-pretty text-ink-muted">{t('about.intro')}</p>
      <CallsToAction />

      <HowItWorks ai={ai} />

      <Audiences />
      <Pricing />
    </div>
  );
}
