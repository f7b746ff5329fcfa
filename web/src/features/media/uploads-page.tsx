import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteUpload, useUploads, type Upload } from '@/lib/api/uploads';
import { SignUpFirst } from '@/features/media/sign-up-first';
import { UploadDialog } from '@/features/media/components/upload-dialog';
import { UploadRow } from '@/components/upload-row';
import { useMe } from '@/lib/session/me';
import { toastError, toastSuccess } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';

/** Your videos: upload a comedy-club video (product §17) and see your uploads. */
export function UploadsPage() {
  const { t } = useTranslation('media');
  usePageTitle(t('uploads.title'));
  const me = useMe();
  const isUser = me.data?.mode === 'user';
  const uploads = useUploads(isUser);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<Upload | null>(null);
  const remove = useDeleteUpload();
  const maxBytes = uploads.data?.maxBytes ?? 0;
  const confirmDelete = (u: Upload) => {
    remove.mutate(u.id, {
      onSuccess: () => {
        toastSuccess(t('uploads.deleted', { name: u.fileName }));
        setDeleting(null);
      },
      onError: () => {
        toastError(t('uploads.deleteFailed'));
      },
    });
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        {t('uploads.title')}
      </h1>
      {me.isPending ? (
        <Spinner label={t('loading')} className="mt-10 justify-start" />
      ) : !isUser ? (
        <SignUpFirst />
      ) : (
        <>
          <p className="mt-3 text-lg text-pretty text-ink-muted">
            {t('uploads.description', { credits: me.data?.credits ?? 0 })}
          </p>
          <Button
            size="lg"
            className="mt-6 w-full sm:w-auto"
            onClick={() => {
              setOpen(true);
            }}
            disabled={!uploads.data}
          >
            {t('dialog.title')}
          </Button>
          {uploads.data ? (
            <UploadDialog
              open={open}
              onOpenChange={setOpen}
              credits={me.data?.credits ?? 0}
              maxBytes={maxBytes}
            />
          ) : null}
          <section aria-labelledby="uploads-list" className="mt-10">
            <h2 id="uploads-list" className="font-display text-2xl font-semibold">
              {t('uploads.listTitle')}
            </h2>
            {uploads.isPending ? (
              <Spinner label={t('loading')} className="mt-6 justify-start" />
            ) : uploads.data?.uploads.length ? (
              <ul className="mt-4 grid gap-3">
                {uploads.data.uploads.map((u) => (
                  <UploadRow key={u.id} upload={u}>
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setDeleting(u);
                      }}
                    >
                      {t('uploads.delete')}
                      <span className="sr-only"> {u.fileName}</span>
                    </Button>
                  </UploadRow>
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-ink-muted">{t('uploads.empty')}</p>
            )}
          </section>
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(o) => {
              if (!o) setDeleting(null);
            }}
            title={t('uploads.deleteTitle')}
            description={t('uploads.deleteText', { name: deleting?.fileName ?? '' })}
            confirmLabel={t('uploads.deleteConfirm')}
            cancelLabel={t('uploads.deleteCancel')}
            busy={remove.isPending}
            onConfirm={() => {
              if (deleting) confirmDelete(deleting);
            }}
          />
        </>
      )}
    </div>
  );
}
