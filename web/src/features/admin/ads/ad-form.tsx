import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { AdDatesFields } from '@/features/admin/ads/ad-dates-fields';
import type { AdDraft } from '@/features/admin/ads/ad-draft';
import { AdVideoFields } from '@/features/admin/ads/ad-video-fields';
import type { Upload } from '@/lib/api/uploads';

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
        <AdVideoFields d={d} fieldErrors={fieldErrors} set={set} uploads={uploads} />
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
        <AdDatesFields d={d} fieldErrors={fieldErrors} set={set} />
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
