import { useEffect } from 'react';

/**
 * The lesson the server paints above the app on /flashcards?story= for the
 * story's owner (internal/httpapi/lesson_preview.go, decision 0034): its
 * title and the card the round opens with, seen while the app's code loads.
 */
export const lessonPreviewId = 'lesson-preview';

/** How long a preview may stay if the app never says it is done with it (a page that failed, say). */
export const lessonPreviewLimitMs = 10_000;

/** Takes the server's lesson preview away, if there is one. */
export function dismissLessonPreview(): void {
  document.getElementById(lessonPreviewId)?.remove();
}

/**
 * Takes the preview away once `ready`: when the page shows the lesson itself
 * (or tells why it cannot), and when it goes away.
 */
export function useDismissLessonPreview(ready: boolean): void {
  useEffect(() => {
    if (ready) dismissLessonPreview();
  }, [ready]);
  useEffect(() => dismissLessonPreview, []);
}
