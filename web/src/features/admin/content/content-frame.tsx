import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';

const tabs = [
  { to: '/create-content', label: 'write' },
  { to: '/create-content/stories', label: 'stories' },
  { to: '/create-content/curated', label: 'curated' },
  { to: '/content-history', label: 'history' },
] as const;

/**
 * The frame of the three content pages inside the admin console: their
 * heading, one line on what the page does, and tabs between them.
 */
export function ContentFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('authoring');
  usePageTitle(title);
  return (
    <section aria-labelledby="content-title">
      <h2 id="content-title" className="font-display text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{intro}</p>
      <nav aria-label={t('tabs.label')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                end
                to={tab.to}
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium',
                    isActive
                      ? 'border-brand bg-brand-soft text-brand'
                      : 'border-line bg-surface text-ink hover:bg-surface-muted',
                  )
                }
              >
                {t(`tabs.${tab.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </section>
  );
}
