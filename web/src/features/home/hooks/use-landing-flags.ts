import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { useAuthDialog } from '@/lib/auth-dialog';
import { toastError, toastSuccess } from '@/lib/toast';

const flags = ['emailConfirmed', 'authError', 'stayLoggedIn'] as const;

/**
 * The flags the server's redirects put on '/': emailConfirmed=1|0 after the
 * confirmation link (with publicShare when the sign-up came from a share) and
 * authError=google after a failed Google sign-in; stayLoggedIn=0 when the
 * sign-up left 'Stay logged in' unticked; #email= the confirmed address,
 * filled into the sign-in dialog. Each shows its message once;
 * then the flags leave the URL without a new history entry.
 */
export function useLandingFlags(): void {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { openAuthDialog } = useAuthDialog();

  useEffect(() => {
    if (!flags.some((flag) => params.has(flag))) return;
    const confirmed = params.get('emailConfirmed');
    const shareId = params.get('publicShare') ?? undefined;
    // The confirmed address comes in the fragment (never sent to a server).
    const email = new URLSearchParams(location.hash.slice(1)).get('email') ?? undefined;
    if (confirmed === '1') {
      toastSuccess(t('landing.confirmedTitle'), t('landing.confirmedText'), {
        id: 'email-confirmed',
      });
      // Signed in after confirming, the new learner lands on My Stories (product §4).
      openAuthDialog({
        tab: 'login',
        ...(email ? { email } : {}),
        stayLoggedIn: params.get('stayLoggedIn') !== '0',
        ...(shareId ? { shareId } : { next: '/stories' }),
      });
    } else if (confirmed !== null) {
      toastError(t('landing.confirmFailedTitle'), t('landing.confirmFailedText'), {
        id: 'email-confirmed',
      });
    }
    if (params.get('authError') === 'google') {
      // Product §4's words: 'Login Error' / 'Failed to login with Google. Please try again.'
      toastError(t('messages.loginErrorTitle'), t('landing.googleFailed'), {
        id: 'auth-error',
      });
    }
    const next = new URLSearchParams(params);
    for (const flag of flags) next.delete(flag);
    if (confirmed !== null) next.delete('publicShare');
    const search = next.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: '' },
      {
        replace: true,
      },
    );
  }, [params, location.pathname, location.hash, navigate, openAuthDialog, t]);
}
