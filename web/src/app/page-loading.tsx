import { useTranslation } from 'react-i18next';

import { Spinner } from '@/components/ui/spinner';
import { useStuckReport } from '@/lib/insight/use-stuck-report';

/**
 * Shown in the main area while a page's code loads (product §3). It fills the
 * screen, so the footer starts below the fold and does not jump when the
 * page arrives (no layout shift).
 */
export function PageLoading() {
  const { t } = useTranslation();
  useStuckReport('page');
  return <Spinner label={t('common.loadingPage')} className="min-h-dvh px-4 py-16" />;
}
