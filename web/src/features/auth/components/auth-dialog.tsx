import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Tabs } from 'radix-ui';

import { BrandMark } from '@/components/brand-mark';
import { OrDivider } from '@/components/or-divider';
import { GoogleSignInButton } from '@/components/google-sign-in-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { InlineSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useLogin } from '@/features/auth/api/login';
import { useRegister } from '@/features/auth/api/register';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { PasswordStrengthHint } from '@/features/auth/components/password-strength';
import { usePasswordMessages } from '@/features/auth/hooks/use-password-problems';
import {
  clearLoginAttempts,
  isLoginBlocked,
  markLoginBlocked,
  recordLoginAttempt,
} from '@/features/auth/login-attempts';
import { ApiError } from '@/lib/api/client';
import { problemText } from '@/lib/api/problem-text';
import { useAuthDialog, type AuthTab } from '@/lib/auth-dialog';
import { useMe } from '@/lib/session/me';
import { toastError, toastSuccess } from '@/lib/toast';
import { isValidEmail, sanitizeEmail } from '@/lib/validation';

const tabTriggerClass =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-ink-muted transition-colors hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm';

/**
 * The Login/Register dialog of product §4: tabs Login and Register, Google,
 * email and password, a 'Forgot Password?' view, the guest-credit restore
 * banner and the shared-story headline. Opened through useAuthDialog().
 */
export function AuthDialog() {
  const { state, closeAuthDialog } = useAuthDialog();
  return (
    <Dialog
      open={state.open}
      onOpenChange={(open) => {
        if (!open) closeAuthDialog();
      }}
    >
      {state.open ? (
        <AuthDialogPanel
          key={state.openCount}
          initialTab={state.tab ?? 'login'}
          initialEmail={state.email ?? ''}
          initialView={state.view ?? 'auth'}
          shareId={state.shareId}
          next={state.next}
          onDone={closeAuthDialog}
        />
      ) : null}
    </Dialog>
  );
}

interface AuthDialogPanelProps {
  initialTab: AuthTab;
  initialEmail: string;
  initialView: 'auth' | 'forgot';
  shareId: string | undefined;
  next: string | undefined;
  onDone: () => void;
}

function AuthDialogPanel({
  initialTab,
  initialEmail,
  initialView,
  shareId,
  next,
  onDone,
}: AuthDialogPanelProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const [view, setView] = useState(initialView);
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const resetMutation = useRequestPasswordReset();
  const passwordMessages = usePasswordMessages();
  const busy = loginMutation.isPending || registerMutation.isPending || resetMutation.isPending;
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const creditsToRestore = me.data?.creditsToRestore ?? 0;

  const focusFirstEmpty = () => {
    if (initialEmail && view === 'auth') passwordRef.current?.focus();
    else emailRef.current?.focus();
  };

  /** Checks of product §4 shared by both tabs; returns the clean address or null. */
  function checkCredentials(): string | null {
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

  async function submitLogin(event: SyntheticEvent) {
    event.preventDefault();
    const clean = checkCredentials();
    if (!clean) return;
    if (isLoginBlocked(clean)) {
      toastError(t('messages.tooManyAttemptsTitle'), t('messages.tooManyAttempts'));
      return;
    }
    recordLoginAttempt(clean);
    try {
      await loginMutation.mutateAsync({ email: clean, password });
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

  async function submitRegister(event: SyntheticEvent) {
    event.preventDefault();
    const clean = checkCredentials();
    if (!clean) return;
    const problems = passwordMessages(password);
    if (problems.length > 0) {
      setPasswordError(problems.join('\n'));
      toastError(t('messages.registrationErrorTitle'), problems[0]);
      passwordRef.current?.focus();
      return;
    }
    setPasswordError(undefined);
    try {
      const result = await registerMutation.mutateAsync({
        email: clean,
        password,
        lang,
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

  async function submitForgot(event: SyntheticEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toastError(t('messages.emailRequiredTitle'), t('messages.emailRequired'));
      emailRef.current?.focus();
      return;
    }
    try {
      await resetMutation.mutateAsync({ email: address, lang });
      toastSuccess(t('auth.forgot.sentTitle'), t('auth.forgot.sent'));
      setView('auth');
      setTab('login');
    } catch (error) {
      const text = problemText(t, error, {
        title: t('messages.passwordResetErrorTitle'),
        description: t('auth.forgot.errorFallback'),
      });
      toastError(text.title, text.description);
    }
  }

  const emailField = (
    <TextField
      ref={emailRef}
      label={t('auth.fields.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('auth.fields.emailPlaceholder')}
      value={email}
      onChange={(event) => {
        setEmail(event.target.value);
      }}
      disabled={busy}
    />
  );

  const submitButton = (label: string) => (
    <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
      {busy ? <InlineSpinner /> : null}
      {busy ? t('auth.busy') : label}
    </Button>
  );

  return (
    <DialogContent
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        focusFirstEmpty();
      }}
      onInteractOutside={(event) => {
        if (busy) event.preventDefault();
      }}
      aria-busy={busy}
    >
      {view === 'forgot' ? (
        <form onSubmit={(event) => void submitForgot(event)} noValidate className="flex flex-col">
          <BrandMark className="size-10" />
          <DialogTitle className="mt-4">{t('auth.forgot.title')}</DialogTitle>
          <DialogDescription>{t('auth.forgot.text')}</DialogDescription>
          <div className="mt-6 flex flex-col gap-4">
            {emailField}
            {submitButton(t('auth.forgot.submit'))}
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setView('auth');
                setTab('login');
              }}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M19 12H5M11 6l-6 6 6 6" />
              </svg>
              {t('auth.forgot.back')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col">
          <BrandMark className="size-10" />
          <DialogTitle className="mt-4 pr-6">
            {shareId ? t('auth.dialog.sharedHeadline') : t('auth.dialog.welcomeBack')}
          </DialogTitle>
          <DialogDescription>
            {shareId ? t('auth.dialog.sharedSubtitle') : t('auth.dialog.subtitle')}
          </DialogDescription>

          {creditsToRestore > 0 ? (
            <div className="mt-5 flex items-start gap-3 rounded-2xl border border-accent/30 bg-accent-soft px-4 py-3 text-sm">
              <span aria-hidden="true" className="text-lg leading-5">
                ✦
              </span>
              <p>
                <strong className="font-semibold">
                  {t('auth.restore.title', { credits: creditsToRestore })}
                </strong>{' '}
                {t('auth.restore.text')}
              </p>
            </div>
          ) : null}

          <Tabs.Root
            value={tab}
            onValueChange={(value) => {
              setTab(value as AuthTab);
              setPasswordError(undefined);
            }}
            className="mt-5"
          >
            <Tabs.List
              aria-label={t('auth.tabs.label')}
              className="flex gap-1 rounded-xl bg-surface-muted p-1"
            >
              <Tabs.Trigger value="login" className={tabTriggerClass} disabled={busy}>
                {t('auth.tabs.login')}
              </Tabs.Trigger>
              <Tabs.Trigger value="register" className={tabTriggerClass} disabled={busy}>
                {t('auth.tabs.register')}
              </Tabs.Trigger>
            </Tabs.List>

            <div className="mt-5">
              <GoogleSignInButton next="stories" shareId={shareId} disabled={busy} />
            </div>
            <OrDivider />

            <Tabs.Content value="login" className="outline-none">
              <form
                onSubmit={(event) => void submitLogin(event)}
                noValidate
                className="flex flex-col gap-4"
              >
                {emailField}
                <TextField
                  ref={passwordRef}
                  label={t('auth.fields.password')}
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                  }}
                  disabled={busy}
                  labelAside={
                    <button
                      type="button"
                      className="rounded text-xs font-semibold text-brand hover:underline disabled:opacity-50"
                      disabled={busy}
                      onClick={() => {
                        setView('forgot');
                        setTimeout(() => emailRef.current?.focus(), 0);
                      }}
                    >
                      {t('auth.forgotLink')}
                    </button>
                  }
                />
                {submitButton(t('auth.login.submit'))}
              </form>
            </Tabs.Content>

            <Tabs.Content value="register" className="outline-none">
              <form
                onSubmit={(event) => void submitRegister(event)}
                noValidate
                className="flex flex-col gap-4"
              >
                {emailField}
                <TextField
                  ref={passwordRef}
                  label={t('auth.fields.password')}
                  type="password"
                  name="new-password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setPasswordError(undefined);
                  }}
                  disabled={busy}
                  error={passwordError}
                  hint={<PasswordStrengthHint password={password} />}
                />
                {submitButton(t('auth.register.submit'))}
              </form>
            </Tabs.Content>
          </Tabs.Root>
        </div>
      )}
    </DialogContent>
  );
}
