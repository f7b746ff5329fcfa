import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'radix-ui';

import { BrandMark } from '@/components/brand-mark';
import { OrDivider } from '@/components/or-divider';
import { GoogleSignInButton } from '@/components/google-sign-in-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { InlineSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { CredentialsForm } from '@/features/auth/components/credentials-form';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { RestoreBanner } from '@/features/auth/components/restore-banner';
import { useAuthActions } from '@/features/auth/hooks/use-auth-actions';
import { useAuthDialog, type AuthDialogState, type AuthTab } from '@/lib/auth-dialog';
import { useMe } from '@/lib/session/me';

const tabTriggerClass =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-ink-muted transition-colors hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm';

/**
 * The Login/Register dialog of product §4: tabs Login and Register, Google,
 * email and password, 'Stay logged in', a 'Forgot Password?' view, the
 * guest-credit restore banner and the shared-story headline. Opened through
 * useAuthDialog(); the submits live in useAuthActions.
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
        <AuthDialogPanel key={state.openCount} options={state} onDone={closeAuthDialog} />
      ) : null}
    </Dialog>
  );
}

function AuthDialogPanel({ options, onDone }: { options: AuthDialogState; onDone: () => void }) {
  const { t } = useTranslation();
  const me = useMe();
  const { shareId } = options;
  const [view, setView] = useState(options.view ?? 'auth');
  const [tab, setTab] = useState<AuthTab>(options.tab ?? 'login');
  const [email, setEmail] = useState(options.email ?? '');
  const [password, setPassword] = useState('');
  const [stayLoggedIn, setStayLoggedIn] = useState(options.stayLoggedIn ?? true);
  const [passwordError, setPasswordError] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const actions = useAuthActions({
    shareId,
    next: options.next,
    onDone,
    onPasswordProblems: (problems) => {
      setPasswordError(problems);
      if (problems) passwordRef.current?.focus();
    },
    onResetSent: () => {
      setView('auth');
      setTab('login');
    },
    onEmailMissing: () => emailRef.current?.focus(),
  });
  const { busy } = actions;
  const creditsToRestore = me.data?.creditsToRestore ?? 0;
  const fields = { email, password, stayLoggedIn };

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
  const form = (mode: AuthTab) => (
    <CredentialsForm
      mode={mode}
      emailField={emailField}
      submitButton={submitButton(
        t(mode === 'login' ? 'auth.login.submit' : 'auth.register.submit'),
      )}
      passwordRef={passwordRef}
      password={password}
      passwordError={passwordError}
      stayLoggedIn={stayLoggedIn}
      busy={busy}
      onPassword={(value) => {
        setPassword(value);
        setPasswordError(undefined);
      }}
      onStayLoggedIn={setStayLoggedIn}
      onForgot={() => {
        setView('forgot');
        setTimeout(() => emailRef.current?.focus(), 0);
      }}
      onSubmit={() => void (mode === 'login' ? actions.login(fields) : actions.register(fields))}
    />
  );

  return (
    <DialogContent
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        if (options.email && view === 'auth') passwordRef.current?.focus();
        else emailRef.current?.focus();
      }}
      onInteractOutside={(event) => {
        if (busy) event.preventDefault();
      }}
      aria-busy={busy}
    >
      {view === 'forgot' ? (
        <ForgotPasswordForm
          emailField={emailField}
          submitButton={submitButton(t('auth.forgot.submit'))}
          busy={busy}
          onSubmit={() => void actions.requestReset(email)}
          onBack={() => {
            setView('auth');
            setTab('login');
          }}
        />
      ) : (
        <div className="flex flex-col">
          <BrandMark className="size-10" />
          <DialogTitle className="mt-4 pr-6">
            {shareId ? t('auth.dialog.sharedHeadline') : t('auth.dialog.welcomeBack')}
          </DialogTitle>
          <DialogDescription>
            {shareId ? t('auth.dialog.sharedSubtitle') : t('auth.dialog.subtitle')}
          </DialogDescription>
          {creditsToRestore > 0 ? <RestoreBanner credits={creditsToRestore} /> : null}
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
              {form('login')}
            </Tabs.Content>
            <Tabs.Content value="register" className="outline-none">
              {form('register')}
            </Tabs.Content>
          </Tabs.Root>
        </div>
      )}
    </DialogContent>
  );
}
