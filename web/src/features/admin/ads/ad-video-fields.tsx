import { useTranslation } from 'react-i18next';

import { TextField, inputClass } from '@/components/ui/text-field';
import type { AdDraft } from '@/features/admin/ads/ad-draft';
import type { Upload } from '@/lib/api/uploads';

interface AdVideoFieldsProps {
  d: AdDraft;
  fieldErrors: Record<string, string>;
  set: (patch: Partial<AdDraft>) => void;
  uploads: Upload[];
}

/** The ad's video: one of the uploads, or (with none chosen) a video's URL. */
export function AdVideoFields({ d, fieldErrors, set, uploads }: AdVideoFieldsProps) {
  const { t } = useTranslation('media');
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="ad-upload" className="text-sm font-medium">
          {t('ads.upload')}
        </label>
        <select
          id="ad-upload"
          className={inputClass}
          value={d.uploadId}
          onChange={(e) => {
            set({ uploadId: e.target.value });
          }}
        >
          <option value="">{t('ads.noUpload')}</option>
          {uploads.map((u) => (
            <option key={u.id} value={u.id}>
              {u.fileName}
            </option>
          ))}
        </select>
      </div>
      {d.uploadId ? null : (
        <TextField
          label={t('ads.videoUrl')}
          type="url"
          inputMode="url"
          value={d.videoUrl}
          error={fieldErrors.videoUrl ? t('ads.videoUrlError') : undefined}
          onChange={(e) => {
            set({ videoUrl: e.target.value });
          }}
        />
      )}
    </>
  );
}
