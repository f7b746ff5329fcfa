import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '@/components/ui/spinner';
import { VisitorHome } from '@/features/home/components/visitor-home';
import { useLandingFlags } from '@/features/home/hooks/use-landing-flags';
import { useMe } from '@/lib/session/me';
import { usePageTitle } from '@/lib/use-page-title';

// A chunk of its own (issue 28): a visitor's first visit downloads only the
// visitor's home; a guest's or user's loads once /me says who they are, or
// for a visitor when the browser is idle, ready for 'Continue with Email'.
const loadMemberHome = () => import('@/features/home/components/member-home');
const MemberHome = lazy(async () => ({ default: (await loadMemberHome()).MemberHome }));

/**
 * Home (product §3): the authentication form for a visitor; the story shortcuts,
 * the credits card and 'Transform Your Story' for a guest or user.
 */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle();
  useLandingFlags();
  const me = useMe();
  const visitor = !me.isPending && me.data?.mode !== 'guest' && me.data?.mode !== 'user';
  useEffect(() => {
    if (!visitor || typeof window.requestIdleCallback !== 'function') return;
    const id = window.requestIdleCallback(() => {
      loadMemberHome().catch(() => undefined);
    });
    return () => {
      window.cancelIdleCallback(id);
    };
  }, [visitor]);

  const loading = <Spinner label={t('common.loading')} className="min-h-[50vh] px-4 py-16" />;
  return (
    <div className="relative isolate flex-1 overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-48 -z-10 h-[560px] bg-[radial-gradient(60%_55%_at_50%_45%,var(--sg-brand-soft),transparent)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-24 -right-24 -z-10 size-72 rounded-full bg-accent-soft blur-3xl dark:opacity-40"
      />
      {me.isPending ? (
        loading
      ) : me.data && me.data.mode !== 'visitor' ? (
        <Suspense fallback={loading}>
          <MemberHome me={me.data} />
        </Suspense>
      ) : (
        // A failed /me is treated as a visitor: the form still works.
        <VisitorHome />
      )}
    </div>
  );
}
