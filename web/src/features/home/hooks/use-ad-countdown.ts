import { useEffect, useState } from 'react';

/**
 * The seconds left of the generation ad's countdown (decision 0021): from
 * total down to 0, then onDone. Without a measured time there is no
 * countdown.
 */
export function useAdCountdown(measured: boolean, total: number, onDone: () => void) {
  const [remaining, setRemaining] = useState(total);

  useEffect(() => {
    if (!measured) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const left = Math.max(0, total - Math.floor((Date.now() - started) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        onDone();
      }
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [measured, total, onDone]);

  return remaining;
}
