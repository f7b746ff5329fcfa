import { useEffect, useState } from 'react';

import { useDismissGenieArrow } from '@/features/home/api/dismiss-genie-arrow';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';
import type { Me } from '@/lib/session/me';

/** Product §13: the tooltip opens after 700 ms. */
export const tooltipDelayMs = 700;

/**
 * The two hints at the Genie button, shown only when an AI provider can
 * write: a tooltip after a delay until the first click (a local flag), and
 * an arrow until dismissed (remembered per user, or in this browser for a guest).
 */
export function useGenieHints(me: Me, canGrant: boolean) {
  const [tooltip, setTooltip] = useState(false);
  const [guestArrowDismissed, setGuestArrowDismissed] = useState(
    () => readStorage(storageKeys.genieArrowDismissed) === 'true',
  );
  const dismissArrow = useDismissGenieArrow();

  useEffect(() => {
    if (!canGrant || readStorage(storageKeys.genieTooltipSeen) === 'true') return;
    const timer = setTimeout(() => {
      setTooltip(true);
    }, tooltipDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [canGrant]);

  function hideTooltip() {
    setTooltip(false);
    writeStorage(storageKeys.genieTooltipSeen, 'true');
  }

  const arrowDismissed =
    !canGrant ||
    (me.mode === 'user' ? me.genieArrowDismissed || dismissArrow.isSuccess : guestArrowDismissed);

  function hideArrow() {
    if (me.mode === 'user') dismissArrow.mutate();
    else {
      writeStorage(storageKeys.genieArrowDismissed, 'true');
      setGuestArrowDismissed(true);
    }
  }

  return { tooltip, hideTooltip, arrowDismissed, hideArrow };
}
