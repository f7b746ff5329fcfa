import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useDeleteAccount } from '@/features/account/api/delete-account';
import { ApiError } from '@/lib/api/client';
import { toastError, toastSuccess } from '@/lib/toast';

/** Deleting the account, once its email is typed again (product §15). */
export function DeleteSection({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== email.toLowerCase()) {
      setError(t('delete.mismatch'));
      return;
    }
    setError(undefined);
    try {
      await remove.mutateAsync(typed.trim());
      toastSuccess(t('delete.doneTitle'), t('delete.doneText'));
      void navigate('/');
    } catch (err) {
      toastError(t('delete.errorTitle'), err instanceof ApiError ? err.message : undefined);
    }
  }

  return (
    <section
      aria-labelledby="delete-title"
      className="mt-6 rounded-2xl border border-danger/40 bg-surface p-6 shadow-sm"
    >
      <h2 id="delete-title" className="font-display text-xl font-semibold text-danger">
        {t('delete.title')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('delete.text')}</p>
      <p className="mt-2 font-semibold text-danger">{t('delete.warning')}</p>
      <form className="mt-4 flex flex-col gap-4" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label={t('delete.confirmLabel', { email })}
          type="email"
          autoComplete="off"
          value={typed}
          error={error}
          onChange={(e) => {
            setTyped(e.target.value);
          }}
        />
        <Button
          type="submit"
          className="w-full bg-danger text-white hover:bg-danger/90 sm:w-auto sm:self-start"
          disabled={remove.isPending}
        >
          {remove.isPending ? t('delete.busy') : t('delete.button')}
        </Button>
      </form>
    </section>
  );
}
