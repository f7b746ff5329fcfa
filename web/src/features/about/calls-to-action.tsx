import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useMe } from '@/lib/session/me';

/** Sign up or log in (a visitor), start learning (anyone else), or write to us. */
export function CallsToAction() {
  const { t } = useTranslation('site');
  const { openAuthDialog } = useAuthDialog();
  const me = useMe();
  const visitor = !me.data || me.data.mode === 'visitor';
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {visitor ? (
        <>
          <Button
            size="lg"
            onClick={() => {
              openAuthDialog({ tab: 'register' });
            }}
          >
            {t('about.signUp')}
          </Button>
          <Button
            size="lg"
            variant="secondary"
            onClick={() => {
              openAuthDialog({ tab: 'login' });
            }}
          >
            {t('about.logIn')}
          </Button>
        </>
      ) : (
        <Button size="lg" asChild>
          <Link to="/">{t('about.start')}</Link>
        </Button>
      )}
      <Button size="lg" variant="ghost" asChild>
        <Link to="/contact">{t('about.contact')}</Link>
      </Button>
    </div>
  );
}
