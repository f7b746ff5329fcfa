import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { useMeta } from '@/lib/api/meta';
import { useAuthDialog } from '@/lib/auth-dialog';
import type { Me } from '@/lib/session/me';

/** The shortest story costs this many credits (product §6: at least 13 characters). */
export const minStoryCredits = 13;

/**
 * What a learner without enough credits for a story can do next: a guest
 * signs up (the spent credits come back) and can then buy or earn; a user
 * buys or earns. Never a dead end.
 */
export function OutOfCredits({ me }: { me: Me }) {
  const { t } = useTranslation('billing');
  const { openAuthDialog } = useAuthDialog();
  const earning = useMeta().data?.earning;
  return (
    <div
      role="status"
      className="mt-4 rounded-2xl border border-accent/40 bg-accent-soft px-4 py-3 text-sm"
    >
      <p className="font-semibold text-ink">{t('out.title')}</p>
      {me.mode === 'guest' ? (
        <>
          <p className="mt-1 text-ink">
            {me.creditsToRestore > 0
              ? t('out.guestRestore', { credits: me.creditsToRestore })
              : t('out.guest')}
          </p>
          <Button
            className="mt-3 w-full"
            onClick={() => {
              openAuthDialog({ tab: 'register', email: me.email || undefined });
            }}
          >
            {t('out.signUp')}
          </Button>
        </>
      ) : (
        <p className="mt-1 text-ink">
          {earning
            ? t('out.user', { goal: earning.goal, credits: earning.goalCredits })
            : t('out.userBuy')}{' '}
          <Link
            to="/flashcards"
            className="font-semibold text-brand underline-offset-4 hover:underline"
          >
            {t('out.study')}
          </Link>
        </p>
      )}
    </div>
  );
}
