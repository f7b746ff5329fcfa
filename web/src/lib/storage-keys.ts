/**
 * Every key the app keeps in the browser's localStorage (it keeps nothing in
 * sessionStorage). They are part of the product (product §9): changing one
 * loses what learners stored under the old key, so tests name them literally.
 */
export const storageKeys = {
  /** Interface language chosen in the language switcher (product §2). */
  preferredLanguage: 'preferredLanguage',
  /** Product §2: the language the learner studies (default in lib/preferred-languages). */
  targetLanguage: 'preferredTargetLanguage',
  /** The language translations are made into. */
  nativeLanguage: 'preferredNativeLanguage',
  /** Login attempt tracker (product §4): per email, a count and the time of the last attempt. */
  loginAttempts: 'loginAttempts',
  /** Study audio speed, 0.75 or 1 (product §7). */
  playbackRate: 'playbackRate',
  /** Product §7: how each lesson's cards are asked, { lessonId or 'random': direction } (decision 0051). */
  studyDirections: 'studyDirections',
  /** Review plays each card's audio when it is shown: 'on' or absent (product §7). */
  autoplay: 'autoplay',
  /** Product §13: the Genie tooltip shows until the first interaction or dismissal. */
  genieTooltipSeen: 'genieTooltipSeen',
  /** Product §13: the Genie arrow hint, per user; guests keep it here (users in their profile). */
  genieArrowDismissed: 'genieArrowDismissed',
  /** Product §13: the Genie's welcome panel shows until dismissed. */
  genieWelcomeDismissed: 'genieWelcomeDismissed',
  /** The Genie's chime is muted: 'true' or absent. */
  genieChimeMuted: 'genieChimeMuted',
  /** Product §9: a guest's lessons (lib/guest-stories), at most 20. */
  guestStories: 'guest_stories',
  /** A guest's answers, moved to the account at sign-up (lib/guest-reviews). */
  guestReviews: 'guest_reviews',
  /** Answers given offline, sent when the network is back (lib/offline-answers). */
  pendingReviews: 'pending_reviews',
  /** Grades undone without a network, taken back when it is back (lib/pending-undos). */
  pendingUndos: 'pending_undos',
  /** Product §8: the analytics id, a random UUID (lib/insight/visit). */
  analyticsId: 'analytics_session_id',
  /** Product §8: the first and last UTM parameters, kept 30 days (lib/insight/utm). */
  utm: 'analytics_utm',
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
