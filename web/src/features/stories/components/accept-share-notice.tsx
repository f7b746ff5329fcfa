import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { AcceptState } from '@/features/stories/hooks/use-accept-share';
import { useAuthDialog } from '@/lib/auth-dialog';

/** What adding a shared story is doing: adding it, or asking to sign in first. */
export function AcceptShareNotice({ accept }: { accept: AcceptState }) {
  const { t } = useTranslation('stories');
  const { openAuthDialog } = useAuthDialog();
  if (accept.step === 'adding') {
    return (
      <p role="status" className="mt-6 rounded-xl border border-line bg-brand-soft px-4 py-3">
        {t('accept.adding')}
      </p>
    );
  }
  if (accept.step !== 'needsSignIn') return null;
  return (
    <div className="mt-6 rounded-xl border border-line bg-brand-soft px-4 py-3">
      <p>{t('accept.signIn')}</p>
      <Button
        className="mt-3"
        onClick={() => {
          openAuthDialog({ shareId: accept.token });
        }}
      >
        {t('accept.signInButton')}
      </Button>
    </div>
  );
}
