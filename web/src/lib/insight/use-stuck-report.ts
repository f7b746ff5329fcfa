import { useEffect } from 'react';

import { reportError } from '@/lib/insight/report-error';

/** A loading state shown longer than this is reported as stuck. */
export const stuckAfterMs = 20_000;

/** Reports stuck_loading_state (product §8) when what is loading is still shown after stuckAfterMs. */
export function useStuckReport(what: string, ms = stuckAfterMs): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      reportError({
        errorType: 'stuck_loading_state',
        errorCategory: 'user_experience',
        severity: 'medium',
        message: `${what} still loading after ${Math.round(ms / 1000)} s`,
      });
    }, ms);
    return () => {
      clearTimeout(timer);
    };
  }, [what, ms]);
}
