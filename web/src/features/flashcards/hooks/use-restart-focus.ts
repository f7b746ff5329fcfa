import { useEffect, useRef } from 'react';

/**
 * At the end of a slideshow, its Restart button takes the focus unless the
 * learner is elsewhere on the page (focus outside the slideshow's section).
 */
export function useRestartFocus(done: boolean) {
  const restartRef = useRef<HTMLButtonElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!done) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || sectionRef.current?.contains(focused)) {
      restartRef.current?.focus();
    }
  }, [done]);
  return { restartRef, sectionRef };
}
