import { useTranslation } from 'react-i18next';

import { useSetLeaderboardOptIn } from '@/features/leaderboards/api/set-leaderboard-opt-in';
import { cn } from '@/lib/cn';
import type { Me } from '@/lib/session/me';
import { toastError } from '@/lib/toast';

/** The switch that puts a signed-in learner on the boards (a guest is told to sign up first). */
export function OptIn({ me }: { me: Me | undefined }) {
  const { t } = useTranslation('site');
  const optIn = useSetLeaderboardOptIn();
  if (!me || me.mode === 'visitor') return null;
  if (me.mode === 'guest') {
    return (
      <p className="mt-6 rounded-2xl border border-line bg-surface p-4">
        {t('leaderboards.guestNote')}
      </p>
    );
  }
  const on = optIn.isPending ? optIn.variables : (me.leaderboardOptIn ?? false);
  return (
    <div className="mt-6 flex items-start justify-between gap-4 rounded-2xl border border-line bg-surface p-4">
      <div>
        <p id="optin-label" className="font-medium">
          {t('leaderboards.switch')}
        </p>
        <p id="optin-help" className="mt-1 text-sm text-ink-muted">
          {t('leaderboards.switchHelp', { name: me.displayName })}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="optin-label"
        aria-describedby="optin-help"
        disabled={optIn.isPending}
        onClick={() => {
          optIn.mutate(!on, {
            onError: () => {
              toastError(t('leaderboards.switchFailed'));
            },
          });
        }}
        className={cn(
          'relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          on ? 'bg-brand' : 'bg-line',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            on ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
