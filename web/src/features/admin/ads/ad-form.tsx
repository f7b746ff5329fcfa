import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField, inputClass } from '@/components/ui/text-field';
import type { AdDraft } from '@/features/admin/ads/ad-draft';
import type { Upload } from '@/lib/api/uploads';
import { Card } from '@/components/ui/card';

interface AdFormProps {
  initial: AdDraft;
  uploads: Upload[];
  saving: boolean;
  fieldErrors: Record<string, string>;
  onSave: (draft: AdDraft) => void;
  onCancel: () => void;
}

/** Create or edit an ad: an upload or a video URL, the 'BOOK NOW' link, weight, dates. */
export function AdForm({ initial, uploads, saving, fieldErrors, onSave, onCancel }: AdFormProps) {
  const { t } = useTranslation('media');
  const [d, setD] = useState(initial);
  const set = (patch: Partial<AdDraft>) => {
    setD((prev) => ({ ...prev, ...patch }));
  };
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    onSave(d);
  };

  return (
    <Card asChild className="grid gap-4 p-5">
      <form onSubmit={submit}>
        <h3 className="font-display text-xl font-semibold">
          {d.id === undefined ? t('ads.newTitle') : t('ads.editTitle', { id: d.id })}
        </h3>
        <TextField
          label={t('ads.title')}
          value={d.title}
          onChange={(e) => {
            set({ title: e.target.value });
          }}
        />
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
        <TextField
          label={t('ads.linkUrl')}
          type="url"
          inputMode="url"
          value={d.linkUrl}
          error={fieldErrors.linkUrl ? t('ads.linkUrlError') : undefined}
          onChange={(e) => {
            set({ linkUrl: e.target.value });
          }}
        />
        <TextField
          label={t('ads.linkLabel')}
          value={d.linkLabel}
          maxLength={40}
          onChange={(e) => {
            set({ linkLabel: e.target.value });
          }}
        />
        <TextField
          label={t('ads.weight')}
          hint={t('ads.weightHint')}
          type="number"
          min={1}
          max={1000}
          required
          value={d.weight}
          error={fieldErrors.weight ? t('ads.weightError') : undefined}
          onChange={(e) => {
            set({ weight: e.target.value });
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('ads.startsAt')}
            type="datetime-local"
            value={d.startsAt}
            onChange={(e) => {
              set({ startsAt: e.target.value });
            }}
          />
          <TextField
            label={t('ads.endsAt')}
            type="datetime-local"
            value={d.endsAt}
            error={fieldErrors.endsAt ? t('ads.endsAtError') : undefined}
            onChange={(e) => {
              set({ endsAt: e.target.value });
            }}
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5"
            checked={d.active}
            onChange={(e) => {
              set({ active: e.target.checked });
            }}
          />
          {t('ads.active')}
        </label>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {t('ads.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {t('ads.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
