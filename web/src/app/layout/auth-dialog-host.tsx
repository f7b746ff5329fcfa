import { lazy, Suspense } from 'react';

import { useAuthDialog } from '@/lib/auth-dialog';

// The dialog's code loads the first time any page opens it.
const AuthDialog = lazy(async () => ({
  default: (await import('@/features/auth/components/auth-dialog')).AuthDialog,
}));

/** Renders the app's one Login/Register dialog once something has asked for it. */
export function AuthDialogHost() {
  const { state } = useAuthDialog();
  if (state.openCount === 0) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
