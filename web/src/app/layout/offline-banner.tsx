import { useTranslation } from 'react-i18next';

import { useOnline } from '@/lib/online';

/**
 * Says so while the browser has no network: lessons already opened can
 * still be studied, and the answers are sent once it is back. The live
 * region is always there (so going offline is announced) but is a plain
 * polite region, not a second `status` next to each page's own.
 */
export function OfflineBanner() {
  const { t } = useTranslation('study');
  const online = useOnline();
  return (
    <div aria-live="polite" className={online ? 'sr-only' : undefined}>
      {!online && (
        <p className="bg-ink px-4 py-2 text-center text-sm font-semibold text-balance text-surface">
          {t('offline.banner')}
        </p>
      )}
    </div>
  );
}
