import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { useAuthDialog } from '@/lib/auth-dialog';

export type LoginPromptReason = 'quickStory' | 'guestLimit';

interface LoginPromptDialogProps {
  reason: LoginPromptReason | null;
  onClose: () => void;
}

/**
 * The login prompt of product §1 and §11: a guest tapping a quick
 * story, or a network that may start no more guest sessions (then with zero
 * credits). It offers to log in or to go on as a guest.
 */
export function LoginPromptDialog({ reason, onClose }: LoginPromptDialogProps) {
  const { t } = useTranslation();
  const { openAuthDialog } = useAuthDialog();
  return (
    <Dialog
      open={reason !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-w-sm">
        <div className="flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-2xl">
          <span aria-hidden="true">{reason === 'guestLimit' ? '⏳' : '📚'}</span>
        </div>
        <DialogTitle className="mt-4">
          {reason === 'guestLimit' ? t('prompt.limitTitle') : t('prompt.quickTitle')}
        </DialogTitle>
        <DialogDescription>
          {reason === 'guestLimit' ? t('messages.tooManyGuests') : t('prompt.quickText')}
        </DialogDescription>
        {reason === 'guestLimit' ? (
          <p className="mt-4 rounded-xl bg-surface-muted px-4 py-3 text-sm">
            {t('prompt.guestCredits', { credits: 0 })}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col gap-2">
          <Button
            size="lg"
            onClick={() => {
              onClose();
              openAuthDialog({ tab: 'login' });
            }}
          >
            {t('prompt.login')}
          </Button>
          <DialogClose asChild>
            <Button variant="ghost">
              {reason === 'guestLimit' ? t('prompt.notNow') : t('prompt.continueAsGuest')}
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
