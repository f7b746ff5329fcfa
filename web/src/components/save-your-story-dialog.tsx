import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useMe } from '@/lib/session/me';

/** The navigation state the story card sets on a guest's first lesson. */
export interface SaveYourStoryState {
  saveYourStory?: boolean;
}

/**
 * 'Save Your Story' (product §4): over a guest's first lesson, once. The guest
 * continues as a guest or opens the register dialog; signing up makes the
 * lesson, its memory and the spent credits the account's. Closing it takes
 * the flag out of the history entry, so a reload does not ask again.
 */
export function SaveYourStoryDialog() {
  const { t } = useTranslation('lesson');
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const { openAuthDialog } = useAuthDialog();
  const asked = (location.state as SaveYourStoryState | null)?.saveYourStory === true;
  const open = asked && me.data?.mode === 'guest';
  const credits = me.data?.creditsToRestore ?? 0;

  const close = () => {
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <DialogContent>
        <BrandMark className="size-10" />
        <DialogTitle className="mt-4 pr-6">{t('saveStory.title')}</DialogTitle>
        <DialogDescription>
          {credits > 0 ? t('saveStory.textCredits', { credits }) : t('saveStory.text')}
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('saveStory.continueGuest')}
          </Button>
          <Button
            onClick={() => {
              close();
              openAuthDialog({ tab: 'register' });
            }}
          >
            {t('saveStory.register')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
