import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/lib/auth-dialog';
import { cardClass } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** Your videos for someone not signed up: uploading takes an account. */
export function SignUpFirst() {
  const { t } = useTranslation('media');
  const { openAuthDialog } = useAuthDialog();
  return (
    <div role="status" className={cn(cardClass, 'mt-8 p-6')}>
      <h2 className="font-display text-xl font-semibold">{t('uploads.signedOutTitle')}</h2>
      <p className="mt-2 text-ink-muted">{t('uploads.signedOutText')}</p>
      <Button
        className="mt-4 w-full sm:w-auto"
        onClick={() => {
          openAuthDialog({ tab: 'register' });
        }}
      >
        {t('uploads.signUp')}
      </Button>
    </div>
  );
}
