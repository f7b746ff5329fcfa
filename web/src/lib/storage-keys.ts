/**
 * Keys the app uses in localStorage and sessionStorage. They are part of the
 * product (spec §1, §9): changing one loses what users stored under the old key.
 */
export const storageKeys = {
  /** Interface language chosen in the language switcher (spec §1). */
  preferredLanguage: 'preferredLanguage',
  /** Login attempt tracker (spec §3, §5): per email, a count and the time of the last attempt. */
  loginAttempts: 'loginAttempts',
  /** Study audio speed, 0.75 or 1 (issue 6). */
  playbackRate: 'playbackRate',
  /** Review plays each card's audio when it is shown: 'on' or absent (issue 6). */
  autoplay: 'autoplay',
} as const;

/** Reads a key, treating storage that is unavailable (private mode, disabled) as empty. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a key; storage that is unavailable or full is ignored. */
export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The choice then lasts only for this page load.
  }
}
