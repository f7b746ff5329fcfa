import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { metaQueryKey, type Meta } from '@/lib/api/meta';
import { createI18n, type InterfaceLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

export const testMeta: Meta = {
  version: '1.2.3-test',
  learningLanguages: [{ code: 'es', name: 'Spanish', nativeName: 'Español' }],
  interfaceLanguages: ['en', 'es', 'fr', 'zh', 'de', 'hi'],
  googleSignIn: false,
};

/**
 * Renders the whole app (providers, layout, routes) at `path` in memory, with
 * the server's meta already cached so no request leaves the test.
 */
export function renderApp(
  path: string,
  { language = 'en' }: { language?: InterfaceLanguage } = {},
) {
  const i18n = createI18n(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  queryClient.setQueryData(metaQueryKey, testMeta);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, i18n, queryClient, router, user };
}
