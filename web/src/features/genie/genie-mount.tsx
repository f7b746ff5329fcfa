import { lazy, Suspense, useEffect, useState } from 'react';

import { openGenieEvent, type GenieContext } from '@/lib/genie-events';

const GenieDialog = lazy(async () => ({
  default: (await import('@/features/genie/components/genie-dialog')).GenieDialog,
}));

/**
 * Listens for the lamp's window event (product §13) and opens the Genie. The
 * dialog's code is loaded on the first opening, so it does not weigh on the
 * first page.
 */
export function GenieMount() {
  const [context, setContext] = useState<GenieContext | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    function onOpen(event: Event) {
      const detail = (event as CustomEvent<GenieContext | undefined>).detail;
      setContext(detail ?? { story: '', targetLanguage: 'es', nativeLanguage: 'en' });
      setOpen(true);
    }
    window.addEventListener(openGenieEvent, onOpen);
    return () => {
      window.removeEventListener(openGenieEvent, onOpen);
    };
  }, []);

  if (!context) return null;
  return (
    <Suspense fallback={null}>
      <GenieDialog open={open} onOpenChange={setOpen} context={context} />
    </Suspense>
  );
}
