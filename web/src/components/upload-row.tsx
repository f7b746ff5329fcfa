import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { Upload } from '@/lib/api/uploads';
import { Card } from '@/components/ui/card';

/** One uploaded video in a list: name, size, cost, date, a link to watch, and actions. */
export function UploadRow({ upload, children }: { upload: Upload; children?: ReactNode }) {
  const { t, i18n } = useTranslation('media');
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(
    new Date(upload.createdAt),
  );
  return (
    <Card asChild className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <li>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{upload.fileName}</p>
          <p className="text-sm text-ink-muted">
            {t('uploads.meta', {
              mb: (upload.sizeBytes / (1 << 20)).toFixed(1),
              count: upload.credits,
              date,
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" asChild>
            <a href={upload.url} target="_blank" rel="noreferrer">
              {t('uploads.watch')}
              <span className="sr-only"> {upload.fileName}</span>
            </a>
          </Button>
          {children}
        </div>
      </li>
    </Card>
  );
}
