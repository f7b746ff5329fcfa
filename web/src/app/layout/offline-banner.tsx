import { useTranslation } from 'react-i18next';

import { useOnline } from '@/lib/online';

/**
 * Says so while the browser has no network: lessons already opened can
 * still be studied, and the answers are sent once it is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation('study');
  const online = useOnline();
  return (
    <div role="status" className={online ? 'sr-only' : undefined}>
      {!online && (
        <p className="bg-ink px-4 py-2 text-center text-sm font-semibold text-balance text-surface">
          {t('offline.banner')}
        </p>
      )}
    </div>
  );
}
