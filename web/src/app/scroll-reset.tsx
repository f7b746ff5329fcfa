import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Later scrolls to the top after a path change, in ms (product §3, §9): content
 * that renders late (images, lazy parts) can push the page down again.
 */
const scrollResetDelays = [50, 200] as const;

function scrollToTop(): void {
  window.scrollTo(0, 0);
}

/** On every path change: scroll to the top at once, after 50 ms and after 200 ms. */
export function ScrollReset() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    scrollToTop();
    const timers = scrollResetDelays.map((delay) => window.setTimeout(scrollToTop, delay));
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [pathname]);
  return null;
}
