import { Outlet, useLocation, useNavigation } from 'react-router';

import { usePageViews } from '@/lib/insight/use-page-views';

import { ErrorBoundary } from '@/app/error-boundary';
import { AppShell } from '@/app/layout/app-shell';
import { AuthDialogHost } from '@/app/layout/auth-dialog-host';
import { OfflineBanner } from '@/app/layout/offline-banner';
import { PageLoading } from '@/app/page-loading';
import { ScrollReset } from '@/app/scroll-reset';
import { GenieMount } from '@/features/genie/genie-mount';
import { useImportGuestReviews } from '@/lib/guest-reviews-import';
import { useSendPendingReviews } from '@/lib/offline-answers';
import { useServiceWorkerPerson } from '@/lib/service-worker';

/**
 * What follows the person signed in, in the background. A component of its
 * own, rendering nothing: /me's answer (which comes after a page has painted
 * and hydrated) re-renders it alone, not the whole page around it; React
 * renders such an update in one piece, a long task on a phone (decision 0047).
 */
function SessionSync(): null {
  // Answers kept as a guest move to the account once a user is signed in.
  useImportGuestReviews();
  // Answers given offline are sent when the network is back; the service
  // worker keeps API answers for the person signed in, and no one else.
  useSendPendingReviews();
  useServiceWorkerPerson();
  return null;
}

/** The root route's element: every page renders inside it. */
export function AppLayout() {
  usePageViews();
  const location = useLocation();
  const navigation = useNavigation();
  // While the next page's code loads, show the spinner instead of the old page.
  const changingPage =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  return (
    <AppShell>
      <SessionSync />
      <OfflineBanner />
      <ScrollReset />
      {changingPage ? (
        <PageLoading />
      ) : (
        <ErrorBoundary resetKey={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      )}
      <AuthDialogHost />
      <GenieMount />
    </AppShell>
  );
}
