import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { reportRenderError } from '@/lib/insight/report-error';
import { dismissLessonPreview } from '@/lib/lesson-preview';
import { usePageTitle } from '@/lib/use-page-title';
import { ErrorDetails } from '@/app/error-details';
import { Card } from '@/components/ui/card';

/**
 * The router's error page (product §3, 'Unexpected Application Error!'): shown
 * when routing itself fails, e.g. a page's code cannot be loaded after a
 * deploy. It replaces the whole layout, so it links home with a full reload.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    reportRenderError(error);
    dismissLessonPreview();
  }, [error]);
  usePageTitle(t('errors.route.title'));

  let detail: string;
  if (isRouteErrorResponse(error)) {
    detail = t('errors.route.status', { status: error.status, statusText: error.statusText });
  } else if (error instanceof Error) {
    detail = error.message;
  } else {
    detail = t('errors.route.unknown');
  }

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-16">
      <Card className="w-full max-w-xl p-6 sm:p-8">
        <BrandMark className="size-10" />
        <h1 className="mt-5 font-display text-2xl font-semibold tracking-tight">
          {t('errors.route.title')}
        </h1>
        <p className="mt-2 text-ink-muted">{t('errors.route.message')}</p>
        <ErrorDetails summary={t('errors.route.details')} detail={detail} />
        <div className="mt-6 flex flex-wrap gap-3">
          <Button
            onClick={() => {
              window.location.reload();
            }}
          >
            {t('errors.route.reload')}
          </Button>
          <Button asChild variant="secondary">
            <a href="/">{t('common.backHome')}</a>
          </Button>
        </div>
      </Card>
    </main>
  );
}
