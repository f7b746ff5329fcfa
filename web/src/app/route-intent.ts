import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Other pages' code loads on intent, not with the first page (decision
 * 0045): when a link to the page is pointed at, focused or touched, and,
 * once the first page is loaded and the browser is idle, for the links in
 * view. Navigating there then finds the code loaded (a lazy route's import
 * resolves at once the second time), and a first visit downloads only what
 * it shows.
 */

/** How long after the load event the idle loading waits, so it never competes with the page's own start. */
export const idleDelayMs = 2_000;

const requested = new Set<string>();

/** Starts loading the code of the page `pathname` leads to, once; the admin area's only for admins (its gate). */
export function loadRouteCode(routes: RouteObject[], pathname: string): void {
  if (requested.has(pathname) || pathname.startsWith('/admin')) return;
  requested.add(pathname);
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') {
      // A chunk that cannot load now is reported by the router when the
      // learner goes there, not here.
      Promise.resolve(route.lazy()).catch(() => undefined);
    }
  }
}

/** The path a link leads to within the app, or '' for another site, a download or a new tab. */
function appPath(target: EventTarget | null): string {
  if (!(target instanceof Element)) return '';
  const link = target.closest('a[href]');
  if (
    !(link instanceof HTMLAnchorElement) ||
    link.target === '_blank' ||
    link.hasAttribute('download')
  )
    return '';
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return '';
  return url.pathname === window.location.pathname ? '' : url.pathname;
}

function saveData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return connection?.saveData === true || (connection?.effectiveType ?? '').includes('2g');
}

/** Loads the code of the pages the links in view lead to, one page per idle moment. */
function loadLinksInView(routes: RouteObject[]): void {
  const paths = [...document.querySelectorAll('a[href]')]
    .filter((link) => {
      const box = link.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    })
    .map((link) => appPath(link))
    .filter((path) => path !== '' && !requested.has(path));
  // Safari has no requestIdleCallback: a short timeout stands in.
  const idle = (callback: () => void) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 5_000 });
    else setTimeout(callback, 50);
  };
  const next = () => {
    const path = paths.shift();
    if (path === undefined) return;
    loadRouteCode(routes, path);
    idle(next);
  };
  idle(next);
}

/** Listens for intent on links, and schedules the idle loading; called once the page has loaded. */
export function loadRoutesOnIntent(routes: RouteObject[]): void {
  const onIntent = (event: Event) => {
    const path = appPath(event.target);
    if (path) loadRouteCode(routes, path);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  if (saveData()) return;
  window.setTimeout(() => {
    loadLinksInView(routes);
  }, idleDelayMs);
}
