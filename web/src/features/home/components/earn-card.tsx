import { useTranslation } from 'react-i18next';

import { useMeta } from '@/lib/api/meta';
import { useEarnedCredits } from '@/lib/api/earned-credits';
import { useAuthDialog } from '@/lib/auth-dialog';
import type { Me } from '@/lib/session/me';

/**
 * Earned credits on the home page (product §12): today's study goal with its
 * progress, and the streak. Guests see what signing up would let them earn.
 */
export function EarnCard({ me }: { me: Me }) {
  const { t } = useTranslation('billing');
  const user = me.mode === 'user';
  const rule = useMeta().data?.earning;
  const progress = useEarnedCredits(user);
  const { openAuthDialog } = useAuthDialog();
  if (!rule) return null;
  const p = progress.data;
  return (
    <section
      aria-labelledby="earn-title"
      className="rounded-3xl border border-line bg-surface p-6 shadow-xl shadow-brand/5"
    >
      <h2 id="earn-title" className="text-sm font-semibold">
        {t('earn.title')}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        {t('earn.rule', {
          goal: rule.goal,
          credits: rule.goalCredits,
          days: rule.streakDays,
          bonus: rule.streakCredits,
        })}
      </p>
      {!user ? <p className="mt-2 text-sm text-ink-muted">{t('earn.guestNote')}</p> : null}
      {!user ? (
        <button
          type="button"
          className="mt-3 rounded text-sm font-semibold text-brand underline-offset-4 hover:underline"
          onClick={() => {
            openAuthDialog({ tab: 'register' });
          }}
        >
          {t('earn.signUp')}
        </button>
      ) : p ? (
        <div className="mt-4">
          <div className="flex items-baseline justify-between text-sm">
            <span id="earn-progress-label" className="font-medium">
              {p.goalMet
                ? t('earn.goalMet', { credits: p.earnedToday })
                : t('earn.progress', { answered: p.answered, goal: p.goal })}
            </span>
            <span className="text-ink-muted tabular-nums">
              {t('earn.streak', { days: p.streak })}
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="earn-progress-label"
            aria-valuemin={0}
            aria-valuemax={p.goal}
            aria-valuenow={p.answered}
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-surface-muted"
          >
            <div
              className="h-full rounded-full bg-brand transition-[width]"
              style={{ width: `${Math.round((100 * p.answered) / Math.max(1, p.goal))}%` }}
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
