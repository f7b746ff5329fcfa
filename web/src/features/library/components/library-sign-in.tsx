import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/lib/auth-dialog';
import { Card } from '@/components/ui/card';

/** The library for someone not signed in: what it takes to browse it. */
export function LibrarySignIn() {
  const { t } = useTranslation('builtin');
  const { openAuthDialog } = useAuthDialog();
  return (
    <Card asChild className="mt-8 p-6">
      <section aria-labelledby="library-login">
        <h2 id="library-login" className="text-lg font-semibold">
          {t('library.authTitle')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('library.authText')}</p>
        <Button
          className="mt-4"
          onClick={() => {
            openAuthDialog({ tab: 'login' });
          }}
        >
          {t('library.login')}
        </Button>
      </section>
    </Card>
  );
}
