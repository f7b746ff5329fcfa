import type { ExternalToast, toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;

/** Toast durations of product §9, in milliseconds. */
export const toastDurations = {
  error: 6000,
  logout: 3000,
  slowGeneration: 8000,
} as const;

/*
 * The toast library is loaded with the first toast, not with the page
 * (decision 0027: the initial JavaScript of / stays within 160 KB).
 * A toast asked for before the Toaster is on the page waits for it:
 * components/toaster-slot.tsx mounts the Toaster when the first toast is
 * asked for and hands it the library here.
 */
let mounted: SonnerToast | null = null;
let waiting: ((toast: SonnerToast) => void)[] = [];
let asked = false;
let onFirstAsk: (() => void) | null = null;

function show(fn: (toast: SonnerToast) => void): void {
  if (mounted) {
    fn(mounted);
    return;
  }
  waiting.push(fn);
  if (!asked) {
    asked = true;
    onFirstAsk?.();
  }
}

/** Loads the toast library (its own chunk). */
export function loadToasts() {
  return import('sonner');
}

/** The Toaster's slot: `listener` runs once a toast has been asked for (at once if one was). */
export function whenToastAsked(listener: () => void): () => void {
  if (asked) listener();
  else onFirstAsk = listener;
  return () => {
    if (onFirstAsk === listener) onFirstAsk = null;
  };
}

/** The Toaster is on the page: the toasts that waited are shown. Returns its removal. */
export function toasterMounted(toast: SonnerToast): () => void {
  mounted = toast;
  const ready = waiting;
  waiting = [];
  for (const fn of ready) fn(toast);
  return () => {
    if (mounted === toast) mounted = null;
  };
}

/** Toasts by kind; each shows once the Toaster is on the page. */
export const toast = {
  success(title: string, options?: ExternalToast): void {
    show((t) => t.success(title, options));
  },
  error(title: string, options?: ExternalToast): void {
    show((t) => t.error(title, options));
  },
  warning(title: string, options?: ExternalToast): void {
    show((t) => t.warning(title, options));
  },
};

/** Shows an error toast for 6 s. Pass already-translated text. */
export function toastError(title: string, description?: string, options: { id?: string } = {}) {
  toast.error(title, { description, duration: toastDurations.error, ...options });
}

/** Shows a success toast. Pass already-translated text. */
export function toastSuccess(
  title: string,
  description?: string,
  options: { duration?: number; id?: string } = {},
) {
  toast.success(title, { description, ...options });
}
