import '@/fonts.css';
import '@/index.css';

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';

import { App } from '@/app/app';
import { followLinksUntilLive } from '@/app/early-links';
import { prefetchPageData } from '@/app/prefetch-page-data';
import { createAppRouter, routes } from '@/app/router';
import { installErrorReporting } from '@/lib/insight/report-error';
import { startInsight } from '@/lib/insight/track';
import { createI18n, detectLanguage, loadLanguage, type InterfaceLanguage } from '@/lib/i18n';
import { seedPrerenderedPage } from '@/lib/prerendered';
import { dismissLessonPreview, lessonPreviewLimitMs } from '@/lib/lesson-preview';
import { createQueryClient } from '@/lib/query-client';
import { registerServiceWorker } from '@/lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Loads the code of the lazy routes that match the address (each its own fields). */
function loadLazyRoutes(): Promise<object[]> {
  const matches = matchRoutes(routes, window.location) ?? [];
  return Promise.all(
    matches.map(async ({ route }): Promise<object> => {
      if (typeof route.lazy !== 'function') return {};
      return route.lazy();
    }),
  );
}

/** Makes the matched lazy routes eager, as hydrating a prerendered page needs their code at once. */
async function resolveLazyRoutes(loading: Promise<object[]>): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const loaded = await loading;
  matches.forEach(({ route }, i) => {
    if (typeof route.lazy === 'function') Object.assign(route, { ...loaded[i], lazy: undefined });
  });
}

/**
 * Gives the main thread back to the browser before the next step of the start
 * (scheduler.yield where there is one, else a task of its own). Each step is
 * then a task of its own instead of one long task: the page is painted
 * already, and a phone's CPU (Lighthouse's 4× slowdown) would otherwise block
 * input for the sum of them.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The language a prerendered page was rendered in (read before i18n sets <html lang>).
const prerenderedLanguage =
  root.dataset.prerendered === 'true' ? document.documentElement.lang : '';

async function start(container: HTMLElement, language: InterfaceLanguage): Promise<void> {
  // The entry's modules have just been evaluated, a long task on a phone;
  // what follows is a task of its own.
  await yieldToBrowser();
  // The interface language's strings are a chunk of their own (English is
  // built in): load them before the first render, so no English flashes by.
  // If they cannot be loaded, the app starts in English rather than not at all.
  // The page's own code loads meanwhile, not after them (one round trip
  // fewer on a phone's network); the router finds it already loaded.
  const pageCode = loadLazyRoutes();
  const queryClient = createQueryClient();
  // A page rendered anew asks for its data now; a prerendered one is
  // hydrated with the data it was rendered with first (seedPrerenderedPage).
  const hydrate = prerenderedLanguage === language;
  if (!hydrate) prefetchPageData(queryClient, window.location);
  await loadLanguage(language).catch(() => undefined);
  await yieldToBrowser();
  const i18n = createI18n(language);
  await yieldToBrowser();
  // A prerendered page hydrates with the page's code already loaded, so the
  // router is made once that is done (the lazy routes made eager).
  if (hydrate) {
    await resolveLazyRoutes(pageCode);
    // A link tapped before hydration ends is followed by the browser.
    followLinksUntilLive();
    seedPrerenderedPage(queryClient, window.location.pathname);
    await yieldToBrowser();
  } else {
    pageCode.catch(() => undefined); // the router reports a page that cannot load
  }
  const router = createAppRouter();
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <App i18n={i18n} queryClient={queryClient} router={router} />
    </StrictMode>
  );
  // A public page prerendered at build time (in each interface language,
  // ?lang=de for German) is hydrated when it is in the learner's language:
  // its HTML stays and becomes live. Otherwise it is rendered anew.
  // Either way as a transition: React yields to the browser every few
  // milliseconds instead of holding the main thread for one long task
  // (Lighthouse counts such a task as blocking). The page is painted already
  // (its HTML, or the server's lesson preview) or is the empty shell, which
  // shows nothing sooner for being rendered in one go.
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    const reactRoot = createRoot(container);
    startTransition(() => {
      reactRoot.render(app);
    });
  }
}

startInsight();
installErrorReporting();
void start(root, detectLanguage());
registerServiceWorker();
// Other pages' code loads when a link to them is pointed at, or when idle
// (decision 0045); the code that watches for that comes after the load event.
const watchIntent = () => {
  void import('@/app/route-intent').then((m) => {
    m.loadRoutesOnIntent(routes);
  });
};
if (document.readyState === 'complete') watchIntent();
else window.addEventListener('load', watchIntent, { once: true });
// The server's lesson preview goes when the page has rendered its lesson
// (useDismissLessonPreview); never later than this, whatever happened.
window.setTimeout(dismissLessonPreview, lessonPreviewLimitMs);
