/**
 * Build-time rendering of the public pages (scripts/prerender.mjs runs this
 * file's SSR build): their text is in the HTML the server sends, so they
 * paint before JavaScript runs; main.tsx then hydrates over them. Pages are
 * rendered for a visitor in each interface language, as a first visit or a
 * crawler sees them.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createI18n, interfaceLanguages, loadLanguage, type InterfaceLanguage } from '@/lib/i18n';
import { languageAlternates, publicPages, type PublicPath } from '@/lib/page-meta';
import { createQueryClient } from '@/lib/query-client';
import { seedPrerenderedPage } from '@/lib/prerendered';

export const prerenderedPaths: PublicPath[] = [
  '/',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
];

/** Every page is prerendered in each interface language (?lang=de addresses German). */
export const prerenderedLanguages: InterfaceLanguage[] = interfaceLanguages.map((l) => l.code);

export interface Rendered {
  html: string;
  title: string;
  description: string;
  /** The hreflang alternates, under the base URL's placeholder. */
  alternates: { lang: string; href: string }[];
}

export async function render(
  path: PublicPath,
  language: InterfaceLanguage = 'en',
): Promise<Rendered> {
  await loadLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender ${path}: got a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createI18n(language);
  const queryClient = createQueryClient();
  seedPrerenderedPage(queryClient, path);
  const html = renderToString(
    <AppProvider i18n={i18n} queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  // The cache's garbage-collection timers (10 minutes) would keep the build's
  // Node process alive long after the last page is written.
  queryClient.clear();
  const page = {
    '/': '',
    '/about': i18n.t('pages.about.title'),
    '/contact': i18n.t('pages.contact.title'),
    '/privacy-policy': i18n.t('pages.privacyPolicy.title'),
    '/terms-of-service': i18n.t('pages.termsOfService.title'),
    '/leaderboards': i18n.t('leaderboards.title', { ns: 'site' }),
    '/map': i18n.t('pages.map.title'),
  }[path];
  return {
    html,
    title: page ? i18n.t('app.documentTitle', { page }) : i18n.t('app.homeDocumentTitle'),
    description: i18n.t(publicPages[path].description, { ns: 'site' }),
    alternates: languageAlternates(path, '__STORYGLOT_BASE_URL__'),
  };
}
