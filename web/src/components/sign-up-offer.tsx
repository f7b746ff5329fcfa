import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/lib/auth-dialog';
import { cn } from '@/lib/cn';
import { useMe } from '@/lib/session/me';

interface SignUpOfferProps {
  /** After a finished round, or when the credits are too low for the story. */
  reason: 'round' | 'credits';
  className?: string;
}

/**
 * A guest's way on (product §1, decision 0021): create an account, keep the lessons
 * and what was learnt, and get back exactly the credits spent as a guest (the
 * server's creditsToRestore: what the sign-up gives back). Nothing for a
 * visitor or a user.
 */
export function SignUpOffer({ reason, className }: SignUpOfferProps) {
  const { t } = useTranslation();
  const { openAuthDialog } = useAuthDialog();
  const me = useMe().data;
  if (me?.mode !== 'guest') return null;
  const credits = me.creditsToRestore;
  return (
    <section
      aria-label={t('signUpOffer.label')}
      data-testid="sign-up-offer"
      className={cn(
        'rounded-2xl border border-accent/40 bg-accent-soft px-4 py-3 text-left text-sm',
        className,
      )}
    >
      <p className="font-semibold text-ink">
        {reason === 'round' ? t('signUpOffer.roundTitle') : t('signUpOffer.creditsTitle')}
      </p>
      <p className="mt-1 text-ink">
        {credits > 0 ? t('signUpOffer.restore', { credits }) : t('signUpOffer.noSpend')}
      </p>
      <Button
        className="mt-3 w-full sm:w-auto"
        onClick={() => {
          openAuthDialog({ tab: 'register', ...(me.email ? { email: me.email } : {}) });
        }}
      >
        {credits > 0 ? t('signUpOffer.button', { credits }) : t('signUpOffer.buttonPlain')}
      </Button>
    </section>
  );
}
