import { useEffect, useRef, useState } from 'react';

import { useSetDesiredRetention } from '@/features/account/api/study-settings';

/** How long the slider rests before its value is saved. */
export const saveDelayMs = 500;

/**
 * The slider's value in percent, saved once it has rested saveDelayMs (a
 * drag or a run of arrow keys is one save); a save still waiting when the
 * page closes is sent at once.
 */
export function useRetentionDraft(savedRetention: number) {
  const [percent, setPercent] = useState(Math.round(savedRetention * 100));
  const save = useSetDesiredRetention();
  const pending = useRef<{ timer: number; percent: number } | null>(null);
  const { mutate } = save;

  useEffect(
    () => () => {
      if (pending.current) {
        window.clearTimeout(pending.current.timer);
        mutate(pending.current.percent / 100);
      }
    },
    [mutate],
  );

  function change(next: number) {
    setPercent(next);
    if (pending.current) window.clearTimeout(pending.current.timer);
    const timer = window.setTimeout(() => {
      pending.current = null;
      mutate(next / 100);
    }, saveDelayMs);
    pending.current = { timer, percent: next };
  }

  return { percent, change, status: save.status, error: save.error };
}
