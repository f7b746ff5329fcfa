import { useCallback, useMemo, useState, type ReactNode } from 'react';

import {
  AuthDialogContext,
  type AuthDialogControls,
  type AuthDialogOptions,
  type AuthDialogState,
} from '@/lib/auth-dialog';

/** Holds whether the Login/Register dialog is open and how it was opened. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthDialogState>({ open: false, openCount: 0 });
  const openAuthDialog = useCallback((options: AuthDialogOptions = {}) => {
    setState((previous) => ({ ...options, open: true, openCount: previous.openCount + 1 }));
  }, []);
  const closeAuthDialog = useCallback(() => {
    setState((previous) => ({ ...previous, open: false }));
  }, []);
  const controls = useMemo<AuthDialogControls>(
    () => ({ state, openAuthDialog, closeAuthDialog }),
    [state, openAuthDialog, closeAuthDialog],
  );
  return <AuthDialogContext value={controls}>{children}</AuthDialogContext>;
}
