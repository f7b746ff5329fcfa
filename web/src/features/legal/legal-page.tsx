import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useMeta } from '@/lib/api/meta';
import { usePageMeta, type PublicPath } from '@/lib/page-meta';
import { panelClass } from '@/components/ui/card';
import { cn } from '@/lib/cn';

// The date the texts below were last changed; bump it with them.
const updated = '2026-11-24';

// The server's defaults (STORYGLOT_ANALYTICS_RETENTION_DAYS; error logs: 90 days).
const defaultRetention = { analyticsDays: 395, errorLogDays: 90 };

interface LegalPageProps {
  doc: 'privacy' | 'terms';
  sections: readonly string[];
  path: PublicPath;
  pageTitle: string;
  /** What follows a section's text, by section id (the privacy policy's generated lists). */
  after?: Partial<Record<string, ReactNode>>;
}

/**
 * A legal text: what this software stores and the rules of its use, naming
 * the operator from the server's settings (STORYGLOT_OPERATOR_NAME/_EMAIL).
 */
export function LegalPage({ doc, sections, path, pageTitle, after }: LegalPageProps) {
  const { t, i18n } = useTranslation('site');
  usePageMeta(pageTitle, path);
  const meta = useMeta().data;
  const operator = meta?.operator;
  // How long analytics and error logs are kept: the server's settings, which
  // its retention job follows (the defaults until they arrive, as prerendered).
  const kept = {
    analyticsDays: meta?.retention.analyticsDays ?? defaultRetention.analyticsDays,
    errorLogDays: meta?.retention.errorLogDays ?? defaultRetention.errorLogDays,
  };
  const name = operator?.name ?? '';
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(
    new Date(`${updated}T12:00:00Z`),
  );
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {t(`legal.${doc}.title`)}
      </h1>
      <p className="mt-2 text-sm text-ink-muted">{t('legal.updated', { date })}</p>
      <p className="mt-6 text-lg text-pretty">
        {name ? t(`legal.${doc}.intro`, { operator: name }) : t(`legal.${doc}.introNoOperator`)}
      </p>
      {sections.map((id) => (
        <section key={id} aria-labelledby={`${doc}-${id}`} className="mt-8">
          <h2 id={`${doc}-${id}`} className="font-display text-xl font-semibold tracking-tight">
            {t(`legal.${doc}.sections.${id}.title` as 'legal.privacy.sections.account.title')}
          </h2>
          <p className="mt-2 text-pretty text-ink-muted">
            {t(`legal.${doc}.sections.${id}.body` as 'legal.privacy.sections.account.body', kept)}
          </p>
          {after?.[id]}
        </section>
      ))}
      <p className={cn(panelClass, 'mt-10 p-5')}>
        {operator?.email
          ? t('legal.contactLine', { email: operator.email })
          : t('legal.contactFormOnly')}{' '}
        <Link to="/contact" className="font-medium text-brand underline underline-offset-2">
          {t('legal.contactLink')}
        </Link>
      </p>
    </article>
  );
}
