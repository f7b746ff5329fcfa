import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { BrandMark } from '@/components/brand-mark';
import { useMeta } from '@/lib/api/meta';

const linkClass =
  'rounded text-sm text-ink-muted underline-offset-4 transition-colors hover:text-ink hover:underline';

/**
 * The server's version, a nicety: when the server cannot tell it, nothing is
 * shown. Its own component, so GET /meta's answer renders it alone.
 */
function Version() {
  const { t } = useTranslation();
  const meta = useMeta();
  if (!meta.data) return null;
  return (
    <>
      {' '}
      <span className="ml-2 text-xs tabular-nums">
        {t('footer.version', { version: meta.data.version })}
      </span>
    </>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-line bg-surface/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-3">
          <BrandMark className="size-8" />
          <div>
            <p className="font-display font-semibold">{t('app.name')}</p>
            <p className="text-sm text-ink-muted">
              {t('footer.madeFor')}
              <Version />
            </p>
          </div>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 sm:flex sm:flex-wrap sm:gap-x-5">
            <li>
              <Link to="/about" className={linkClass}>
                {t('footer.about')}
              </Link>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                {t('footer.contact')}
              </Link>
            </li>
            <li>
              <Link to="/leaderboards" className={linkClass}>
                {t('footer.leaderboards')}
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
