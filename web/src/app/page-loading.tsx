import { useTranslation } from 'react-i18next';

import { Spinner } from '@/components/ui/spinner';

/** Shown in the main area while a page's code loads (spec §2). */
export function PageLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loadingPage')} className="min-h-[50vh] px-4 py-16" />;
}
