import { useSyncExternalStore } from 'react';

function subscribe(): () => void {
  return () => undefined;
}

/**
 * False while a prerendered page is being hydrated (and in the prerender
 * itself), true once the app is live. A control that only works with the app
 * (a form that calls the API) is disabled until then, so a tap that comes
 * before the JavaScript is lost visibly, never silently.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
