import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';

import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** The app; main.tsx may hand in the data cache (seeded for a prerendered page). */
export function App({ i18n, queryClient: given }: { i18n: I18n; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [router] = useState(createAppRouter);
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
