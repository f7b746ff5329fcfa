import { useTranslation } from 'react-i18next';

import { GoogleSignInButton } from '@/components/google-sign-in-button';
import { LoginPromptDialog } from '@/components/login-prompt-dialog';
import { OrDivider } from '@/components/or-divider';
import { Button } from '@/components/ui/button';
import { InlineSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { Icon } from '@/features/home/components/icons';
import { useEmailStart } from '@/features/home/hooks/use-email-start';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The landing authentication form: Google, 'Continue with Email' and the
 * 'Register/Login' link. An address that already has stories opens the
 * Login/Register dialog; any other starts guest mode with that address.
 */
export function AuthenticationForm() {
  const { t } = useTranslation();
  const { email, setEmail, busy, submit, prompt, closePrompt, openLogin } = useEmailStart();
  const live = useHydrated();

  return (
    <section
      aria-labelledby="auth-title"
      className="rounded-3xl border border-line bg-surface p-5 shadow-xl shadow-brand/5 sm:p-8"
    >
      <h2
        id="auth-title"
        className="font-display text-2xl font-semibold tracking-tight sm:text-3xl"
      >
        {t('home.authTitle')}
      </h2>
      <p className="mt-2 text-ink-muted">{t('home.authText')}</p>
      <div className="mt-4 sm:mt-6">
        <GoogleSignInButton next="root" disabled={busy} />
      </div>
      <OrDivider />
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
        <TextField
          label={t('home.emailLabel')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.fields.emailPlaceholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
          disabled={busy || !live}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy || !live}>
          {busy ? <InlineSpinner /> : <Icon name="mail" className="size-5" />}
          {busy ? t('auth.busy') : t('home.continueWithEmail')}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm text-ink-muted">
        {t('home.haveAccount')}{' '}
        <button
          type="button"
          className="rounded font-semibold text-brand underline-offset-4 hover:underline"
          disabled={!live}
          onClick={openLogin}
        >
          {t('home.registerLogin')}
        </button>
      </p>
      <LoginPromptDialog reason={prompt} onClose={closePrompt} />
    </section>
  );
}
