import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { LoginPromptReason } from '@/components/login-prompt-dialog';
import { checkEmailStatus } from '@/features/home/api/check-email-status';
import { useStartGuestSession } from '@/features/home/api/start-guest-session';
import { ApiError } from '@/lib/api/client';
import { problemText } from '@/lib/api/problem-text';
import { useAuthDialog } from '@/lib/auth-dialog';
import { toastError } from '@/lib/toast';
import { isValidEmail, sanitizeEmail } from '@/lib/validation';

/**
 * 'Continue with Email' on the landing (product §4): an address that already
 * has stories opens the Login/Register dialog; any other starts guest mode
 * with that address. Too many guests from here asks to sign in instead.
 */
export function useEmailStart() {
  const { t } = useTranslation();
  const { openAuthDialog } = useAuthDialog();
  const startGuest = useStartGuestSession();
  const [email, setEmail] = useState('');
  const [checking, setChecking] = useState(false);
  const [prompt, setPrompt] = useState<LoginPromptReason | null>(null);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const clean = sanitizeEmail(email);
    if (!isValidEmail(clean)) {
      toastError(t('messages.invalidEmailTitle'), t('messages.invalidEmail'));
      return;
    }
    setChecking(true);
    let exists = false;
    try {
      exists = await checkEmailStatus(clean);
    } catch {
      // Product §4: when the check fails, continue as a guest.
    } finally {
      setChecking(false);
    }
    if (exists) {
      openAuthDialog({ tab: 'login', email: clean });
      return;
    }
    try {
      await startGuest.mutateAsync(clean);
      // The guest home replaces this form: start it at the top.
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (error instanceof ApiError && error.problem?.code === 'rate_limited') {
        setPrompt('guestLimit');
        return;
      }
      const text = problemText(t, error, {
        title: t('home.guestErrorTitle'),
        description: t('home.guestErrorText'),
      });
      toastError(text.title, text.description);
    }
  }

  return {
    email,
    setEmail,
    busy: checking || startGuest.isPending,
    submit,
    prompt,
    closePrompt: () => {
      setPrompt(null);
    },
    openLogin: () => {
      openAuthDialog({ tab: 'login' });
    },
  };
}
