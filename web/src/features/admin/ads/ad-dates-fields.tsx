import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/ui/text-field';
import type { AdDraft } from '@/features/admin/ads/ad-draft';

interface AdDatesFieldsProps {
  d: AdDraft;
  fieldErrors: Record<string, string>;
  set: (patch: Partial<AdDraft>) => void;
}

/** When the ad runs: from, until, both optional. */
export function AdDatesFields({ d, fieldErrors, set }: AdDatesFieldsProps) {
  const { t } = useTranslation('media');
  return (
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
  );
}
