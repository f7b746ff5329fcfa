import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useMe } from '@/lib/session/me';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * The door of every admin page (/admin/*, /create-content, /content-history):
 * an admin goes through; anyone else gets a plain "admins only" page and none
 * of the console's code (its chunks load only behind this Outlet).
 */
export function AdminGate() {
  const me = useMe();
  if (me.isPending) return <AdminLoading />;
  if (me.data?.role !== 'admin') return <NotAllowed signedIn={me.data?.mode === 'user'} />;
  return <Outlet />;
}

export function AdminLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} className="mt-16" />;
}

/** The page a visitor, guest or non-admin user sees instead (401/403 in the API). */
function NotAllowed({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { pathname } = useLocation();
  const title = pathname.startsWith('/create-content/stories')
    ? tc('pages.adminStories.title')
    : pathname.startsWith('/create-content')
      ? tc('pages.createContent.title')
      : pathname.startsWith('/content-history')
        ? tc('pages.contentHistory.title')
        : tc('pages.admin.title');
  usePageTitle(title);
  const auth = useAuthDialog();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <Card className="mt-8 max-w-xl p-6" role="alert">
        <h2 className="font-display text-xl font-semibold">{tc('admin.onlyTitle')}</h2>
        <p className="mt-2 text-ink-muted">{signedIn ? t('gate.forbidden') : t('gate.login')}</p>
        {signedIn ? null : (
          <Button
            className="mt-4"
            onClick={() => {
              auth.openAuthDialog({ tab: 'login' });
            }}
          >
            {t('gate.loginButton')}
          </Button>
        )}
      </Card>
    </div>
  );
}
