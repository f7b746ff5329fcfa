import { useEffect, useState } from 'react';

import { loadToasts, toasterMounted, whenToastAsked } from '@/lib/toast';

type Sonner = Awaited<ReturnType<typeof loadToasts>>;

/**
 * Where toasts appear. Empty (and the toast library not loaded) until the
 * first toast is asked for; then the Toaster is mounted and shows it
 * (lib/toast.ts, decision 0027).
 */
export function ToasterSlot() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(
    () =>
      whenToastAsked(() => {
        void loadToasts().then(setSonner);
      }),
    [],
  );
  // The Toaster (a child) has subscribed to the toasts by the time this runs.
  useEffect(() => (sonner ? toasterMounted(sonner.toast) : undefined), [sonner]);
  if (!sonner) return null;
  return <sonner.Toaster position="top-center" richColors closeButton theme="system" />;
}
