import { useEffect } from 'react';

/**
 * The lesson the server paints above the app on /flashcards?story= for the
 * story's owner (internal/httpapi/lesson_preview.go, decision 0034): its
 * title and the card the round opens with, seen while the app's code loads.
 */
export const lessonPreviewId = 'lesson-preview';

/** How long a preview may stay if the app never says it is done with it (a page that failed, say). */
export const lessonPreviewLimitMs = 10_000;

/**
 * The shared lesson the server paints above the app on /shared/{token}
 * (internal/httpapi/shared_preview.go, decision 0045): its title and first
 * cards. It goes the same way as the lesson preview.
 */
export const sharedPreviewId = 'shared-preview';

/** Takes the server's preview (of a lesson or a shared lesson) away, if there is one. */
export function dismissLessonPreview(): void {
  document.getElementById(lessonPreviewId)?.remove();
  document.getElementById(sharedPreviewId)?.remove();
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
