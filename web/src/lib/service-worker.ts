import { useEffect } from 'react';

import { useMe, type Me } from '@/lib/session/me';

/** The worker's file (web/sw/service-worker.js, emitted by the build as /sw.js). */
export const serviceWorkerUrl = '/sw.js';

/**
 * Registers the service worker that lets a learner study offline: in
 * production builds only (the dev server has no /sw.js), once the page has
 * loaded, so it never competes with the first paint.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(serviceWorkerUrl, { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // The app's files loaded before the worker ran, for it to keep (from the HTTP cache).
        const urls = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.startsWith('/assets/'));
        registration.active?.postMessage({ type: 'loaded', urls });
      })
      .catch(() => {
        // No worker (private mode, old browser): the app works, only not offline.
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Who the worker keeps API answers for: a hash of the mode and e-mail, never
 * the address itself; '' for a visitor (after sign-out), which deletes what
 * was kept.
 */
export async function personId(me: Pick<Me, 'mode' | 'email'>): Promise<string> {
  if (me.mode !== 'user' && me.mode !== 'guest') return '';
  const bytes = new TextEncoder().encode(`${me.mode}:${me.email.toLowerCase()}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

async function tellWorker(me: Pick<Me, 'mode' | 'email'>): Promise<void> {
  const id = await personId(me);
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: 'person', id });
}

/**
 * Tells the worker who is signed in whenever that changes, so answers kept
 * for one person are never shown to the next (a sign-out deletes them).
 */
export function useServiceWorkerPerson(): void {
  const me = useMe();
  const mode = me.data?.mode;
  const email = me.data?.email;
  useEffect(() => {
    if (mode === undefined || email === undefined) return;
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
    void tellWorker({ mode, email }).catch(() => undefined);
  }, [mode, email]);
}
