import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { usePageTitle } from '@/lib/use-page-title';

interface PagePlaceholderProps {
  /** Page name: the h1 and the first part of the document title. */
  title: string;
  /** One line on what the page will hold. */
  description: string;
  children?: ReactNode;
}

/**
 * The frame of a page whose content comes in a later change: its heading, what
 * it will hold and a "coming soon" badge, so routing and titles are real now.
 */
export function PagePlaceholder({ title, description, children }: PagePlaceholderProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <span className="inline-flex items-center rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold tracking-wide text-accent uppercase">
        {t('common.comingSoon')}
      </span>
      <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h1>
      <p className="mt-3 max-w-prose text-lg text-pretty text-ink-muted">{description}</p>
      <div className="max-w-3xl">{children}</div>
    </div>
  );
}
