import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/lib/auth-dialog';

/**
 * How the reset ended: the password is changed (log in with it), or the
 * link is used or bogus (ask for a new one).
 */
export function ResetOutcome({ outcome }: { outcome: 'done' | 'invalid' }) {
  const { t } = useTranslation();
  const { openAuthDialog } = useAuthDialog();
  if (outcome === 'done') {
    return (
      <div role="status" className="mt-4">
        <p className="text-ink-muted">{t('resetPassword.successText')}</p>
        <Button
          size="lg"
          className="mt-6 w-full"
          onClick={() => {
            openAuthDialog({ tab: 'login' });
          }}
        >
          {t('resetPassword.logIn')}
        </Button>
      </div>
    );
  }
  return (
    <div role="alert" className="mt-4">
      <div className="rounded-2xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm">
        <p className="font-semibold text-danger">{t('messages.invalidLinkTitle')}</p>
        <p className="mt-1 text-ink">{t('messages.invalidLink')}</p>
      </div>
      <Button
        size="lg"
        className="mt-6 w-full"
        onClick={() => {
          openAuthDialog({ view: 'forgot' });
        }}
      >
        {t('resetPassword.requestNew')}
      </Button>
    </div>
  );
}
