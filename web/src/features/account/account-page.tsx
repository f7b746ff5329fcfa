import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { exportHref, useDeleteAccount } from '@/features/account/api/delete-account';
import { VideosSection } from '@/features/account/videos-section';
import { ApiError } from '@/lib/api/client';
import { useMe } from '@/lib/session/me';
import { toastError, toastSuccess } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';

/** The account area: download all one's data, or delete the account (issue 17). */
export function AccountPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('title'));
  const me = useMe();

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        {t('title')}
      </h1>
      {me.isPending ? (
        <Spinner label={t('loading')} className="mt-10 justify-start" />
      ) : me.data?.mode === 'user' ? (
        <>
          <p className="mt-3 text-lg text-pretty text-ink-muted">
            {t('description', { email: me.data.email })}
          </p>
          <DownloadSection />
          <VideosSection />
          <DeleteSection email={me.data.email} />
        </>
      ) : (
        <div role="status" className="mt-8 rounded-2xl border border-line bg-surface p-6 shadow-sm">
          <h2 className="font-display text-xl font-semibold">{t('signedOut.title')}</h2>
          <p className="mt-2 text-ink-muted">{t('signedOut.text')}</p>
        </div>
      )}
    </div>
  );
}

function DownloadSection() {
  const { t } = useTranslation('account');
  return (
    <section
      aria-labelledby="download-title"
      className="mt-8 rounded-2xl border border-line bg-surface p-6 shadow-sm"
    >
      <h2 id="download-title" className="font-display text-xl font-semibold">
        {t('download.title')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('download.text')}</p>
      <Button asChild className="mt-4 w-full sm:w-auto">
        <a href={exportHref} download>
          {t('download.button')}
        </a>
      </Button>
    </section>
  );
}

function DeleteSection({ email }: { email: string }) {
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
