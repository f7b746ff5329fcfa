import { useTranslation } from 'react-i18next';

import { GoalProgress } from '@/features/home/components/goal-progress';
import { useMeta } from '@/lib/api/meta';
import { useEarnedCredits } from '@/lib/api/earned-credits';
import { useAuthDialog } from '@/lib/auth-dialog';
import type { Me } from '@/lib/session/me';

/**
 * Earned credits on the home page (product §12): the rule, and today's goal
 * with the streak unless the today panel above already shows them
 * (`progressShown`). Guests see what signing up would let them earn.
 */
export function EarnCard({ me, progressShown = false }: { me: Me; progressShown?: boolean }) {
  const { t } = useTranslation('billing');
  const user = me.mode === 'user';
  const rule = useMeta().data?.earning;
  const progress = useEarnedCredits(user && !progressShown);
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
      ) : p && !progressShown ? (
        <div className="mt-4">
          <GoalProgress progress={p} />
        </div>
      ) : null}
    </section>
  );
}
