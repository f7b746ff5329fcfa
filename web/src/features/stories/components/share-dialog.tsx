import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { inputClass } from '@/components/ui/text-field';
import { useRevokeShare, type Share } from '@/features/stories/api/stories-api';
import { problemText } from '@/lib/api/problem-text';
import { toastError, toastSuccess } from '@/lib/toast';

interface ShareDialogProps {
  share: Share | null;
  title: string;
  onClose: () => void;
}

/** The public link of a story: copy it, or revoke it. */
export function ShareDialog({ share, title, onClose }: ShareDialogProps) {
  const { t } = useTranslation('stories');
  const { t: tc } = useTranslation();
  const revoke = useRevokeShare();
  const [copied, setCopied] = useState(false);
  const link = share ? `${window.location.origin}${share.url}` : '';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      toastError(t('share.copyFailedTitle'), t('share.copyFailed'));
    }
  }

  async function revokeLink() {
    if (!share) return;
    try {
      await revoke.mutateAsync(share.token);
      toastSuccess(t('share.revokedTitle'), t('share.revoked'));
      onClose();
    } catch (error) {
      const text = problemText(tc, error, { title: t('share.failedTitle'), description: '' });
      toastError(text.title, text.description);
    }
  }

  return (
    <Dialog
      open={share !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogTitle>{t('share.title')}</DialogTitle>
        <DialogDescription>{t('share.description', { title })}</DialogDescription>
        <label htmlFor="share-link" className="mt-5 block text-sm font-medium">
          {t('share.linkLabel')}
        </label>
        <input
          id="share-link"
          readOnly
          value={link}
          className={`${inputClass} mt-1.5 font-mono text-xs`}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
        />
        <p role="status" className="mt-2 min-h-5 text-sm text-brand">
          {copied ? t('share.copied') : ''}
        </p>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="ghost"
            className="text-danger! hover:bg-danger-soft"
            onClick={() => void revokeLink()}
          >
            {t('share.revoke')}
          </Button>
          <Button onClick={() => void copy()}>{t('share.copy')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
