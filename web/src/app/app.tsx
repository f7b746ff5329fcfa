import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { createBrowserRouter } from 'react-router';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';

import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/**
 * The app; main.tsx may hand in the data cache (seeded for a prerendered page)
 * and the router (made in a task of its own, before the first render).
 */
export function App({
  i18n,
  queryClient: givenQueryClient,
  router: givenRouter,
}: {
  i18n: I18n;
  queryClient?: QueryClient;
  router?: ReturnType<typeof createBrowserRouter>;
}) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createAppRouter());
  // <html data-live="true"> once the app is live (a prerendered page hydrated,
  // or any page rendered): from then on its links and buttons are the app's.
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);
  return (
    <AppProvider i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
