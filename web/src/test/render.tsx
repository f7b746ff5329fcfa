import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import type { Meta } from '@/lib/api/meta';
import { queryKeys } from '@/lib/api/query-keys';
import { createI18n, type InterfaceLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { visitorMe, type Me } from '@/lib/session/me';

export const testMeta: Meta = {
  version: '1.2.3-test',
  learningLanguages: [{ code: 'es', name: 'Spanish', nativeName: 'Español' }],
  interfaceLanguages: ['en', 'es', 'fr', 'zh', 'de', 'hi'],
  googleSignIn: false,
  aiStories: false,
  packs: [
    { id: 'small', credits: 50, priceCents: 99, currency: 'usd', bestValue: false },
    { id: 'large', credits: 300, priceCents: 499, currency: 'usd', bestValue: true },
  ],
  payments: false,
  earning: { goal: 10, goalCredits: 5, streakDays: 7, streakCredits: 20 },
  retention: { analyticsDays: 395, errorLogDays: 90 },
  limits: { storyChars: 5000, minStoryChars: 13 },
  wishPack: { credits: 111, wishes: 3 },
  pictures: false,
  cookies: [
    { name: 'sg_session', purpose: 'session', seconds: 2_592_000 },
    { name: 'sg_guest', purpose: 'guest', seconds: 2_592_000 },
    { name: 'sg_device', purpose: 'device', seconds: 31_536_000 },
    { name: 'sg_oauth', purpose: 'oauth', seconds: 600 },
  ],
};

export const guestMe: Me = {
  mode: 'guest',
  email: 'guest@example.com',
  displayName: 'Guest',
  role: 'guest',
  credits: 300,
  wishes: 3,
  wishesDaily: 3,
  wishesBonus: 0,
  wishesBought: 0,
  creditsToRestore: 0,
  genieArrowDismissed: false,
};

export const userMe: Me = {
  mode: 'user',
  email: 'ana@example.com',
  displayName: 'ana',
  role: 'user',
  credits: 250,
  wishes: 6,
  wishesDaily: 3,
  wishesBonus: 3,
  wishesBought: 0,
  creditsToRestore: 0,
  genieArrowDismissed: false,
};

interface RenderAppOptions {
  language?: InterfaceLanguage;
  /** The session the app starts with (default: a visitor). */
  me?: Me;
  meta?: Meta;
}

/**
 * Renders the whole app (providers, layout, routes) at `path` in memory, with
 * the server's meta and /me already cached so no request leaves the test
 * unless the test asks for one.
 */
export function renderApp(
  path: string,
  { language = 'en', me = visitorMe, meta = testMeta }: RenderAppOptions = {},
) {
  const i18n = createI18n(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  queryClient.setQueryData(queryKeys.meta, meta);
  queryClient.setQueryData(queryKeys.me, me);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, i18n, queryClient, router, user };
}
