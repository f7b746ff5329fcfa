/**
 * What the story card keeps in the browser. The names are part of the
 * product: changing one forgets what learners chose.
 */
export const storyCardKeys = {
  /** Spec §9: the preferred target language, default 'es'. */
  targetLanguage: 'preferredTargetLanguage',
  nativeLanguage: 'preferredNativeLanguage',
  /** Spec §4: the Genie tooltip shows until the first interaction or dismissal. */
  genieTooltipSeen: 'genieTooltipSeen',
  /** Spec §2: the arrow hint, per user; guests keep it here (users in their profile). */
  genieArrowDismissed: 'genieArrowDismissed',
} as const;

export const defaultTargetLanguage = 'es';
export const defaultNativeLanguage = 'en';

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Unavailable storage: the choice lasts for this page load.
  }
}
