import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UploadRow } from '@/components/upload-row';
import type { Upload } from '@/lib/api/uploads';

/** Every uploaded video, each a way to start a new ad from it. */
export function AdUploads({
  pending,
  uploads,
  onUse,
}: {
  pending: boolean;
  uploads: Upload[];
  onUse: (upload: Upload) => void;
}) {
  const { t } = useTranslation('media');
  return (
    <section aria-labelledby="uploads-title" className="mt-12">
      <h3 id="uploads-title" className="font-display text-xl font-semibold">
        {t('ads.uploadsTitle')}
      </h3>
      {pending ? (
        <Spinner label={t('loading')} className="mt-6 justify-start" />
      ) : uploads.length ? (
        <ul className="mt-4 grid gap-3">
          {uploads.map((u) => (
            <UploadRow key={u.id} upload={u}>
              <Button
                onClick={() => {
                  onUse(u);
                }}
              >
                {t('ads.useAsAd')}
                <span className="sr-only"> {u.fileName}</span>
              </Button>
            </UploadRow>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-ink-muted">{t('uploads.empty')}</p>
      )}
    </section>
  );
}
