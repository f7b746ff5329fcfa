/**
 * Until the app is live (`<html data-live="true">`, set once a prerendered
 * page has hydrated), a tap on a link is the browser's own: a normal page
 * load. While React hydrates a prerendered page it already listens for
 * clicks, but the link's handler may not be attached yet, and such a tap
 * sometimes did nothing at all (decision 0027). A listener on
 * `window` in the capture phase runs before React's on the root, so the
 * click never reaches the half-hydrated tree and the browser follows the
 * link. main.tsx installs it before hydrating; afterwards it lets every
 * click through.
 */
export function followLinksUntilLive(): () => void {
  const onClick = (event: MouseEvent) => {
    if (document.documentElement.dataset.live === 'true') return;
    const target = event.target;
    if (!(target instanceof Element) || !target.closest('a[href]')) return;
    event.stopPropagation();
  };
  window.addEventListener('click', onClick, true);
  return () => {
    window.removeEventListener('click', onClick, true);
  };
}
