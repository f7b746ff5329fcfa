import { useTranslation } from 'react-i18next';

import { Dialog, DialogContent } from '@/components/ui/dialog';
import { AuthSubmitButton } from '@/features/auth/components/auth-submit-button';
import { AuthTabs } from '@/features/auth/components/auth-tabs';
import { CredentialsForm } from '@/features/auth/components/credentials-form';
import { EmailField } from '@/features/auth/components/email-field';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useAuthPanel } from '@/features/auth/hooks/use-auth-panel';
import { useAuthDialog, type AuthDialogState, type AuthTab } from '@/lib/auth-dialog';
import { useMe } from '@/lib/session/me';

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
  const { actions, emailRef, passwordRef, ...p } = useAuthPanel(options, onDone);
  const { busy } = actions;
  const fields = { email: p.email, password: p.password, stayLoggedIn: p.stayLoggedIn };

  const emailField = (
    <EmailField ref={emailRef} value={p.email} onChange={p.setEmail} disabled={busy} />
  );
  const form = (mode: AuthTab) => (
    <CredentialsForm
      mode={mode}
      emailField={emailField}
      submitButton={
        <AuthSubmitButton
          label={t(mode === 'login' ? 'auth.login.submit' : 'auth.register.submit')}
          busy={busy}
        />
      }
      passwordRef={passwordRef}
      password={p.password}
      passwordError={p.passwordError}
      stayLoggedIn={p.stayLoggedIn}
      busy={busy}
      onPassword={p.changePassword}
      onStayLoggedIn={p.setStayLoggedIn}
      onForgot={p.showForgot}
      onSubmit={() => void (mode === 'login' ? actions.login(fields) : actions.register(fields))}
    />
  );

  return (
    <DialogContent
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        if (options.email && p.view === 'auth') passwordRef.current?.focus();
        else emailRef.current?.focus();
      }}
      onInteractOutside={(event) => {
        if (busy) event.preventDefault();
      }}
      aria-busy={busy}
    >
      {p.view === 'forgot' ? (
        <ForgotPasswordForm
          emailField={emailField}
          submitButton={<AuthSubmitButton label={t('auth.forgot.submit')} busy={busy} />}
          busy={busy}
          onSubmit={() => void actions.requestReset(p.email)}
          onBack={p.backToLogin}
        />
      ) : (
        <AuthTabs
          tab={p.tab}
          onTab={p.changeTab}
          shareId={options.shareId}
          creditsToRestore={me.data?.creditsToRestore ?? 0}
          busy={busy}
          loginForm={form('login')}
          registerForm={form('register')}
        />
      )}
    </DialogContent>
  );
}
