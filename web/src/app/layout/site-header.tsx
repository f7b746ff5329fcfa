import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { BrandMark } from '@/components/brand-mark';
import { LanguageSwitcher } from '@/components/language-switcher';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-canvas/85 backdrop-blur-md supports-[backdrop-filter]:bg-canvas/70">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <div className="flex min-w-0 flex-col sm:flex-row sm:items-center sm:gap-3">
          <Link
            to="/"
            className="flex shrink-0 items-center gap-2.5 self-start rounded-lg sm:self-auto"
          >
            <BrandMark className="size-9" />
            <span className="font-display text-xl font-semibold tracking-tight sm:text-2xl">
              {t('app.name')}
            </span>
          </Link>
          <p className="-mt-2 truncate pl-[2.875rem] text-xs text-ink-muted sm:mt-0 sm:border-l sm:border-line sm:pl-3 sm:text-sm">
            {t('app.tagline')}
          </p>
        </div>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
