import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { GoalProgress } from '@/features/home/components/goal-progress';
import { useEarnedCredits } from '@/lib/api/earned-credits';
import { useAuthDialog } from '@/lib/auth-dialog';
import { dueText, type DueToday } from '@/lib/due-today';
import type { Me } from '@/lib/session/me';

/**
 * What a returning learner came back for, first on the home page (issue 28):
 * today's due and new cards, the daily goal and streak (a guest is told that
 * signing up keeps one), and one button into a round across every lesson
 * (Random review, due cards first).
 */
export function TodayPanel({ me, due }: { me: Me; due: DueToday }) {
  const { t } = useTranslation('study');
  const { total } = due;
  const left = total.due + total.new > 0;
  return (
    <section
      aria-labelledby="today-title"
      className="rounded-3xl border border-line bg-surface p-5 shadow-xl shadow-brand/5 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-10">
        <div className="shrink-0">
          <h2 id="today-title" className="text-sm font-semibold">
            {t('today.title')}
          </h2>
          <p className="mt-1 flex items-baseline gap-2">
            <span
              data-testid="home-due"
              className="font-display text-4xl font-semibold tracking-tight tabular-nums"
            >
              {dueText(total)}
            </span>
            <span className="text-ink-muted">{t('today.due')}</span>
          </p>
          <p data-testid="home-new" className="text-sm text-ink-muted">
            {t('today.new', { new: total.new })}
          </p>
        </div>
        <div className="min-w-0 flex-1">
          {me.mode === 'user' ? <UserGoal /> : <GuestStreakLine />}
        </div>
        {left ? (
          <Button asChild size="lg" className="shrink-0 sm:w-56">
            <Link to="/random">{t('today.studyNow')}</Link>
          </Button>
        ) : (
          <p className="shrink-0 text-sm text-ink-muted sm:w-56">{t('today.allDone')}</p>
        )}
      </div>
    </section>
  );
}

/** Today's goal and streak of a signed-in user (GET /api/v1/earned-credits). */
function UserGoal() {
  const progress = useEarnedCredits(true);
  return progress.data ? <GoalProgress progress={progress.data} /> : null;
}

/** A guest has no goal or streak: one honest line, and the way to keep one. */
function GuestStreakLine() {
  const { t } = useTranslation('study');
  const { openAuthDialog } = useAuthDialog();
  return (
    <p className="text-sm text-ink-muted">
      {t('today.guestStreak')}{' '}
      <button
        type="button"
        className="rounded font-semibold text-brand underline-offset-4 hover:underline"
        onClick={() => {
          openAuthDialog({ tab: 'register' });
        }}
      >
        {t('today.signUp')}
      </button>
    </p>
  );
}
