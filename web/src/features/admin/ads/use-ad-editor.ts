import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { bodyOf, type AdDraft } from '@/features/admin/ads/ad-draft';
import { useSaveAd } from '@/features/admin/ads/ads-api';
import { ApiError } from '@/lib/api/client';
import { toastError, toastSuccess } from '@/lib/toast';

/** The ad being edited (none: the form is closed), and saving it with the server's field errors. */
export function useAdEditor() {
  const { t } = useTranslation('media');
  const save = useSaveAd();
  const [draft, setDraft] = useState<AdDraft | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const edit = (d: AdDraft) => {
    setFieldErrors({});
    setDraft(d);
  };
  const onSave = (d: AdDraft) => {
    save.mutate(
      { ...(d.id === undefined ? {} : { id: d.id }), body: bodyOf(d) },
      {
        onSuccess: () => {
          toastSuccess(t('ads.saved'));
          setDraft(null);
        },
        onError: (err) => {
          setFieldErrors(err instanceof ApiError ? (err.problem?.fields ?? {}) : {});
          toastError(t('ads.saveFailed'));
        },
      },
    );
  };

  return { draft, setDraft, fieldErrors, edit, onSave, saving: save.isPending };
}
