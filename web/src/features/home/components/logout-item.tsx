import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Icon } from '@/features/home/components/icons';
import { itemClass } from '@/features/home/utils/toolbar-item';
import { useAuthDialog } from '@/lib/auth-dialog';
import { cn } from '@/lib/cn';
import { useLogout } from '@/lib/session/logout';
import type { Me } from '@/lib/session/me';
import { toastDurations, toastError, toastSuccess } from '@/lib/toast';

/**
 * The toolbar's Logout (product §4): a user is logged out at once; a guest is
 * first warned that the stories go with the session, and offered to register.
 */
export function LogoutItem({ me }: { me: Me }) {
  const { t } = useTranslation('builtin');
  const logout = useLogout();
  const { openAuthDialog } = useAuthDialog();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const isGuest = me.mode === 'guest';

  async function doLogout() {
    try {
      await logout.mutateAsync();
      setConfirmOpen(false);
      toastSuccess(t('toolbar.loggedOutTitle'), t('toolbar.loggedOutText'), {
        duration: toastDurations.logout,
      });
    } catch {
      toastError(t('toolbar.logoutErrorTitle'), t('toolbar.logoutErrorText'));
    }
  }

  return (
    <li className="sm:ml-auto">
      <button
        type="button"
        className={cn(itemClass, 'text-ink-muted')}
        disabled={logout.isPending}
        onClick={() => {
          if (isGuest) setConfirmOpen(true);
          else void doLogout();
        }}
      >
        <Icon name="logout" className="size-4.5" />
        {isGuest ? t('toolbar.logoutGuest') : t('toolbar.logout')}
      </button>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('toolbar.logoutGuestTitle')}
        description={
          <>
            <p className="font-semibold text-danger">{t('toolbar.logoutGuestWarning')}</p>
            <p className="mt-2">{t('toolbar.logoutGuestText')}</p>
            <Button
              variant="secondary"
              className="mt-3"
              onClick={() => {
                setConfirmOpen(false);
                openAuthDialog({ tab: 'register', ...(me.email ? { email: me.email } : {}) });
              }}
            >
              {me.creditsToRestore > 0
                ? t('toolbar.registerToKeepCredits', { credits: me.creditsToRestore })
                : t('toolbar.registerToKeep')}
            </Button>
          </>
        }
        cancelLabel={t('common.cancel', { ns: 'translation' })}
        confirmLabel={t('toolbar.logoutGuestConfirm')}
        busy={logout.isPending}
        onConfirm={() => void doLogout()}
      />
    </li>
  );
}
