import { toast } from 'sonner';

/** Toast durations of spec §9, in milliseconds. */
export const toastDurations = {
  error: 6000,
  logout: 3000,
  slowGeneration: 8000,
} as const;

/** Shows an error toast for 6 s. Pass already-translated text. */
export function toastError(
  title: string,
  description?: string,
  options: { id?: string } = {},
): string | number {
  return toast.error(title, { description, duration: toastDurations.error, ...options });
}

/** Shows a success toast. Pass already-translated text. */
export function toastSuccess(
  title: string,
  description?: string,
  options: { duration?: number; id?: string } = {},
): string | number {
  return toast.success(title, { description, ...options });
}
