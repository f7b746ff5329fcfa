import '@/fonts.css';
import '@/index.css';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';

import { App } from '@/app/app';
import { routes } from '@/app/router';
import { installErrorReporting } from '@/lib/insight/report-error';
import { startInsight } from '@/lib/insight/track';
import { createI18n, detectLanguage, loadLanguage, type InterfaceLanguage } from '@/lib/i18n';
import { seedPrerenderedPage } from '@/lib/prerendered';
import { createQueryClient } from '@/lib/query-client';
import { registerServiceWorker } from '@/lib/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Loads the code of the lazy routes that match the address, as a prerendered page needs it at once. */
async function resolveLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

// The language a prerendered page was rendered in (read before i18n sets <html lang>).
const prerenderedLanguage =
  root.dataset.prerendered === 'true' ? document.documentElement.lang : '';

async function start(container: HTMLElement, language: InterfaceLanguage): Promise<void> {
  // The interface language's strings are a chunk of their own (English is
  // built in): load them before the first render, so no English flashes by.
  // If they cannot be loaded, the app starts in English rather than not at all.
  await loadLanguage(language).catch(() => undefined);
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <App i18n={createI18n(language)} queryClient={queryClient} />
    </StrictMode>
  );
  // A public page prerendered at build time (in each interface language,
  // ?lang=de for German) is hydrated when it is in the learner's language:
  // its HTML stays and becomes live. Otherwise it is rendered anew.
  if (prerenderedLanguage === language) {
    await resolveLazyRoutes();
    seedPrerenderedPage(queryClient, window.location.pathname);
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

startInsight();
installErrorReporting();
void start(root, detectLanguage());
registerServiceWorker();
