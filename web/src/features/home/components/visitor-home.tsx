import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { OrDivider } from '@/components/or-divider';
import { GoogleSignInButton } from '@/components/google-sign-in-button';
import { Button } from '@/components/ui/button';
import { InlineSpinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { checkEmailStatus } from '@/features/home/api/check-email-status';
import { useStartGuestSession } from '@/features/home/api/start-guest-session';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { Icon } from '@/features/home/components/icons';
import { LoginPromptDialog, type LoginPromptReason } from '@/components/login-prompt-dialog';
import { ApiError } from '@/lib/api/client';
import { useMeta } from '@/lib/api/meta';
import { problemText } from '@/lib/api/problem-text';
import { useAuthDialog } from '@/lib/auth-dialog';
import { toastError } from '@/lib/toast';
import { isValidEmail, sanitizeEmail } from '@/lib/validation';
import { useHydrated } from '@/lib/use-hydrated';

/** Home for a visitor (product §3): title, tagline and the authentication form. */
export function VisitorHome() {
  const { t } = useTranslation();
  // What this server makes, and nothing more: AI stories and pictures only
  // where it has the models (the prerendered page says the common part).
  const meta = useMeta().data;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-16 sm:px-6 sm:pt-14 lg:pt-20">
      <div className="grid gap-4 sm:gap-10 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-14">
        <section aria-labelledby="home-title">
          <h1
            id="home-title"
            className="font-display text-4xl font-semibold tracking-tight text-ink sm:text-6xl"
          >
            {t('app.name')}
          </h1>
          <p className="mt-2 font-display text-xl text-brand sm:mt-3 sm:text-3xl">
            {t('app.tagline')}
          </p>
          <p className="mt-3 max-w-xl text-pretty text-ink-muted sm:mt-5 sm:text-lg">
            {t(meta?.aiStories ? 'home.introAI' : 'home.intro')}
            {meta?.pictures ? ` ${t('home.introPictures')}` : null}
          </p>
          {/* On a phone the perks give way to the e-mail field, which must be on the first screen. */}
          <ul className="mt-6 hidden flex-wrap gap-2 text-sm sm:flex">
            {(['home.perk1', 'home.perk2', 'home.perk3'] as const).map((key) => (
              <li
                key={key}
                className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface/70 px-3 py-1 font-medium text-ink-muted"
              >
                <span aria-hidden="true" className="text-brand">
                  ✓
                </span>
                {t(key)}
              </li>
            ))}
          </ul>
          <Button asChild variant="ghost" className="mt-1 -ml-4 sm:mt-6">
            <Link to="/about">
              {t('home.learnMore')}
              <Icon name="arrow" className="size-4" />
            </Link>
          </Button>
        </section>
        <AuthenticationForm />
      </div>
      <HowItWorks />
    </div>
  );
}

/**
 * The landing authentication form: Google, 'Continue with Email' and the
 * 'Register/Login' link. An address that already has stories opens the
 * Login/Register dialog; any other starts guest mode with that address.
 */
function AuthenticationForm() {
  const { t } = useTranslation();
  const { openAuthDialog } = useAuthDialog();
  const startGuest = useStartGuestSession();
  const [email, setEmail] = useState('');
  const [checking, setChecking] = useState(false);
  const [prompt, setPrompt] = useState<LoginPromptReason | null>(null);
  const busy = checking || startGuest.isPending;
  const live = useHydrated();

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
          onClick={() => {
            openAuthDialog({ tab: 'login' });
          }}
        >
          {t('home.registerLogin')}
        </button>
      </p>
      <LoginPromptDialog
        reason={prompt}
        onClose={() => {
          setPrompt(null);
        }}
      />
    </section>
  );
}
