import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useLogin } from '@/features/auth/api/login';
import { useRegister } from '@/features/auth/api/register';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { usePasswordMessages } from '@/features/auth/hooks/use-password-problems';
import {
  clearLoginAttempts,
  isLoginBlocked,
  markLoginBlocked,
  recordLoginAttempt,
} from '@/features/auth/login-attempts';
import { ApiError } from '@/lib/api/client';
import { problemText } from '@/lib/api/problem-text';
import { toastError, toastSuccess } from '@/lib/toast';
import { isValidEmail, sanitizeEmail } from '@/lib/validation';

export interface AuthFields {
  email: string;
  password: string;
  /** 'Stay logged in': 30 days, or until the browser closes (product §4). */
  stayLoggedIn: boolean;
}

interface AuthActionOptions {
  shareId: string | undefined;
  next: string | undefined;
  onDone: () => void;
  /** The password rules the sign-up broke, or undefined when it passed them. */
  onPasswordProblems: (problems: string | undefined) => void;
  onResetSent: () => void;
  onEmailMissing: () => void;
}

/**
 * The three submits of the Login/Register dialog (product §4): sign in, sign
 * up and 'Forgot Password?', with the checks and messages the rules name.
 */
export function useAuthActions(options: AuthActionOptions) {
  const { shareId, next, onDone, onPasswordProblems, onResetSent, onEmailMissing } = options;
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const resetMutation = useRequestPasswordReset();
  const passwordMessages = usePasswordMessages();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const busy = loginMutation.isPending || registerMutation.isPending || resetMutation.isPending;

  /** Checks shared by both tabs; returns the clean address or null. */
  function checkCredentials({ email, password }: AuthFields): string | null {
    const clean = sanitizeEmail(email);
    if (!clean || !password) {
      toastError(t('messages.missingInformationTitle'), t('messages.missingInformation'));
      return null;
    }
    if (!isValidEmail(clean)) {
      toastError(t('messages.invalidEmailTitle'), t('messages.invalidEmail'));
      return null;
    }
    return clean;
  }

  async function login(fields: AuthFields) {
    const clean = checkCredentials(fields);
    if (!clean) return;
    if (isLoginBlocked(clean)) {
      toastError(t('messages.tooManyAttemptsTitle'), t('messages.tooManyAttempts'));
      return;
    }
    recordLoginAttempt(clean);
    try {
      await loginMutation.mutateAsync({
        email: clean,
        password: fields.password,
        stayLoggedIn: fields.stayLoggedIn,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) markLoginBlocked(clean);
      const text = problemText(t, error, {
        title: t('messages.loginErrorTitle'),
        description: t('auth.login.errorFallback'),
      });
      toastError(text.title, text.description);
      return;
    }
    clearLoginAttempts(clean);
    onDone();
    if (shareId) {
      toastSuccess(t('auth.login.successTitle'), t('auth.login.welcomeBackShared'));
      const params = new URLSearchParams({ publicShare: shareId, autoAccept: 'true' });
      void navigate(`/stories?${params.toString()}`);
    } else {
      toastSuccess(t('auth.login.successTitle'), t('auth.login.welcomeBack'));
      if (next) void navigate(next);
    }
  }

  async function register(fields: AuthFields) {
    const clean = checkCredentials(fields);
    if (!clean) return;
    const problems = passwordMessages(fields.password);
    if (problems.length > 0) {
      onPasswordProblems(problems.join('\n'));
      toastError(t('messages.registrationErrorTitle'), problems[0]);
      return;
    }
    onPasswordProblems(undefined);
    try {
      const result = await registerMutation.mutateAsync({
        email: clean,
        password: fields.password,
        lang,
        stayLoggedIn: fields.stayLoggedIn,
        ...(shareId ? { publicShare: shareId } : {}),
      });
      const parts = [t('auth.register.checkEmail')];
      if (result.creditsToRestore > 0) {
        parts.push(t('auth.register.creditsRestored', { credits: result.creditsToRestore }));
      }
      if (result.publicShare ?? shareId) parts.push(t('auth.register.sharedAfterConfirm'));
      toastSuccess(t('auth.register.successTitle'), parts.join(' '), { duration: 10_000 });
      onDone();
    } catch (error) {
      const text = problemText(t, error, {
        title: t('messages.registrationErrorTitle'),
        description: t('auth.register.errorFallback'),
      });
      toastError(text.title, text.description);
    }
  }

  async function requestReset(email: string) {
    const address = email.trim();
    if (!address) {
      toastError(t('messages.emailRequiredTitle'), t('messages.emailRequired'));
      onEmailMissing();
      return;
    }
    try {
      await resetMutation.mutateAsync({ email: address, lang });
      toastSuccess(t('auth.forgot.sentTitle'), t('auth.forgot.sent'));
      onResetSent();
    } catch (error) {
      const text = problemText(t, error, {
        title: t('messages.passwordResetErrorTitle'),
        description: t('auth.forgot.errorFallback'),
      });
      toastError(text.title, text.description);
    }
  }

  return { busy, login, register, requestReset };
}
