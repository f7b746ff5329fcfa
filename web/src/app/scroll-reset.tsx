import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Later scrolls to the top after a path change, in ms (product §3, §9): content
 * that renders late (images, lazy parts) can push the page down again.
 */
const scrollResetDelays = [50, 200] as const;

function scrollToTop(): void {
  window.scrollTo(0, 0);
}

/**
 * On every path change: scroll to the top at once, after 50 ms and after 200 ms.
 *
 * The page the visit starts on is not a path change and is left where it is.
 * A prerendered page is read, scrolled and tapped before the app starts; had
 * the app scrolled it to the top as it took over, a tap on the footer would
 * be released over another part of the page and lost (decision 0035). A page
 * rendered anew starts at the top anyway, and a reload keeps the browser's
 * own scroll position.
 */
export function ScrollReset() {
  const { pathname } = useLocation();
  const scrolledFor = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === scrolledFor.current) return;
    scrolledFor.current = pathname;
    scrollToTop();
    const timers = scrollResetDelays.map((delay) => window.setTimeout(scrollToTop, delay));
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [pathname]);
  return null;
}
