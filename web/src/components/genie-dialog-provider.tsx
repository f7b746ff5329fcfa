import { useCallback, useMemo, useState, type ReactNode } from 'react';

import {
  GenieDialogContext,
  type GenieContext,
  type GenieDialogControls,
  type GenieDialogState,
} from '@/lib/genie-dialog';

const noStory: GenieContext = { story: '', targetLanguage: 'es', nativeLanguage: 'en' };

/** Holds whether the Genie is open and what the opener told it. */
export function GenieDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<GenieDialogState>({
    open: false,
    openCount: 0,
    context: noStory,
  });
  const openGenie = useCallback((context: GenieContext) => {
    setState((previous) => ({ open: true, openCount: previous.openCount + 1, context }));
  }, []);
  const closeGenie = useCallback(() => {
    setState((previous) => ({ ...previous, open: false }));
  }, []);
  const controls = useMemo<GenieDialogControls>(
    () => ({ state, openGenie, closeGenie }),
    [state, openGenie, closeGenie],
  );
  return <GenieDialogContext value={controls}>{children}</GenieDialogContext>;
}
