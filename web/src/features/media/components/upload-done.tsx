import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { UploadResult } from '@/features/media/api/upload-video';

/** The video is in: what it earned, the balance now, and Close. */
export function UploadDone({ result, onClose }: { result: UploadResult; onClose: () => void }) {
  const { t } = useTranslation('media');
  return (
    <div role="status" className="mt-4">
      <p className="font-display text-xl font-semibold">{t('dialog.successTitle')}</p>
      <p className="mt-2 text-ink-muted">
        {t('dialog.successText', { count: result.upload.credits, balance: result.balance })}
      </p>
      <Button className="mt-6 w-full" onClick={onClose}>
        {t('dialog.close')}
      </Button>
    </div>
  );
}
