import { useSyncExternalStore } from 'react';

const query = '(min-width: 640px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => {
    list.removeEventListener('change', onChange);
  };
}

/** The window is 640 px wide or more (Tailwind's sm): a popover, not a bottom sheet. */
export function useIsWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
