import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/lib/auth-dialog';

/** The library for someone not signed in: what it takes to browse it. */
export function LibrarySignIn() {
  const { t } = useTranslation('builtin');
  const { openAuthDialog } = useAuthDialog();
  return (
    <section
      aria-labelledby="library-login"
      className="mt-8 rounded-2xl border border-line bg-surface p-6 shadow-sm"
    >
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
  );
}
