import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

/** Any path that is not a route of product §3. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('errors.notFound.title'));
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <p
        className="font-display text-7xl font-semibold text-brand/80 sm:text-8xl"
        aria-hidden="true"
      >
        404
      </p>
      <p className="sr-only">{t('errors.notFound.code')}</p>
      <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight">
        {t('errors.notFound.title')}
      </h1>
      <p className="mt-3 text-ink-muted">{t('errors.notFound.message')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('common.backHome')}</Link>
      </Button>
    </div>
  );
}
