import { useEffect, useState } from 'react';

/** Whole seconds since the key (a lesson's id) was first seen, ticking each second. */
export function useElapsedSeconds(key: string) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const tick = setInterval(() => {
      setElapsed(Math.floor((Date.now() - started) / 1000));
    }, 1000);
    return () => {
      clearInterval(tick);
    };
  }, [key]);
  return elapsed;
}
