import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useResetLinkWorks } from '@/features/auth/api/check-password-reset';
import { useConfirmPasswordReset } from '@/features/auth/api/confirm-password-reset';
import { usePasswordMessages } from '@/features/auth/hooks/use-password-problems';
import { ApiError } from '@/lib/api/client';
import { problemText } from '@/lib/api/problem-text';
import { toastError, toastSuccess } from '@/lib/toast';

type Outcome = 'form' | 'done' | 'invalid';

/**
 * The reset link's page: what it shows (checking the link, the form, done,
 * or the link is no good), the two password fields, and sending the new
 * password with the link's token.
 */
export function useResetPassword(token: string) {
  const { t } = useTranslation();
  const confirm = useConfirmPasswordReset();
  const passwordMessages = usePasswordMessages();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [repeatError, setRepeatError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'invalid');
  // A used or bogus link is said at once, not after a new password is typed.
  const works = useResetLinkWorks(outcome === 'form' ? token : '');
  const shown: Outcome | 'checking' =
    outcome === 'form' && works.data === false
      ? 'invalid'
      : outcome === 'form' && works.isPending
        ? 'checking'
        : outcome;

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const problems = password ? passwordMessages(password) : [t('resetPassword.required')];
    setPasswordError(problems.length > 0 ? problems.join('\n') : undefined);
    const mismatch = problems.length === 0 && password !== repeat;
    setRepeatError(mismatch ? t('resetPassword.mismatch') : undefined);
    if (problems.length > 0 || mismatch) return;
    try {
      await confirm.mutateAsync({ token, password });
      setOutcome('done');
      toastSuccess(t('resetPassword.successTitle'), t('resetPassword.successText'));
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        error.problem?.title === 'Invalid Link'
      ) {
        setOutcome('invalid');
        return;
      }
      const text = problemText(t, error, {
        title: t('messages.passwordResetErrorTitle'),
        description: t('resetPassword.errorFallback'),
      });
      toastError(text.title, text.description);
    }
  }

  return {
    shown,
    busy: confirm.isPending,
    submit,
    password: {
      value: password,
      error: passwordError,
      change: (value: string) => {
        setPassword(value);
        setPasswordError(undefined);
      },
    },
    repeat: {
      value: repeat,
      error: repeatError,
      change: (value: string) => {
        setRepeat(value);
        setRepeatError(undefined);
      },
    },
  };
}
