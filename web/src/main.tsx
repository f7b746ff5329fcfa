import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import '@/index.css';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';

import { App } from '@/app/app';
import { routes } from '@/app/router';
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
  // A public page prerendered at build time (in English) is hydrated: its
  // HTML stays and becomes live. In another language it is rendered anew.
  if (container.dataset.prerendered === 'true' && language === 'en') {
    await resolveLazyRoutes();
    seedPrerenderedPage(queryClient, window.location.pathname);
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void start(root, detectLanguage());
registerServiceWorker();
