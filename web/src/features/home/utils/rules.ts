/** Product §6: the minimum story length for flashcards. */
export const minStoryLength = 13;
/** The server's limit on one story until GET /meta says it (lessons.MaxStoryChars). */
export const maxStoryLength = 5_000;
/** Product §6, §9: 'Stop & Refresh' appears after 180 s. */
export const stopRefreshAfterSeconds = 180;

/**
 * Credits a text costs: 1 per character of the trimmed text, counted in code
 * points as the server counts them.
 */
export function storyCost(text: string): number {
  return Array.from(text.trim()).length;
}

/** m:ss, e.g. 0:07, 3:00, 12:45. */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60))}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Every toast about the lesson being made (started, slow, ready, wrong
 * language, failed) shares this id: each replaces the last, never stacked.
 */
export const lessonToastId = 'lesson';
