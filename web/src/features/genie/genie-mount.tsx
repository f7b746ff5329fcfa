import { lazy, Suspense } from 'react';

import { useGenieDialog } from '@/lib/genie-dialog';

const GenieDialog = lazy(async () => ({
  default: (await import('@/features/genie/components/genie-dialog')).GenieDialog,
}));

/**
 * Renders the Genie once something has opened it (product §13, through
 * useGenieDialog). The dialog's code is loaded on the first opening, so it
 * does not weigh on the first page; it stays mounted after, so a closed
 * Genie keeps its wizard and chat.
 */
export function GenieMount() {
  const { state, closeGenie } = useGenieDialog();
  if (state.openCount === 0) return null;
  return (
    <Suspense fallback={null}>
      <GenieDialog
        open={state.open}
        onOpenChange={(open) => {
          if (!open) closeGenie();
        }}
        context={state.context}
      />
    </Suspense>
  );
}
