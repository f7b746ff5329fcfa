import type { QueryClient } from '@tanstack/react-query';

import { lessonQuery } from '@/features/flashcards/api/get-lesson';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

/** The element the server sends a lesson page's data in (internal/httpapi/lesson_preview.go). */
export const lessonDataId = 'lesson-data';

interface LessonData {
  flashcards: components['schemas']['FlashcardsOutputBody'];
  queue: components['schemas']['StudyQueueOutputBody'];
}

/**
 * Puts the lesson the server sent with its page in the query cache (decision
 * 0054): the answers of GET /api/v1/stories/{story}/flashcards and
 * /study-queue, so the page renders the lesson with its first render instead
 * of waiting for it. Both are marked stale, so the live page asks again: the
 * queue was made for UTC and is asked for in the learner's time zone, and the
 * service worker keeps the answers for offline study (which it does only for
 * what is asked). An answer that is the same changes nothing on the page.
 * Returns whether the page carried the lesson.
 */
export function seedLessonData(queryClient: QueryClient, story: string): boolean {
  const element = document.getElementById(lessonDataId);
  if (!element) return false;
  element.remove();
  let data: LessonData;
  try {
    data = JSON.parse(element.textContent) as LessonData;
  } catch {
    return false;
  }
  if (data.flashcards.story.id !== story || data.queue.storyId !== story) return false;
  const lesson = lessonQuery(story).queryKey;
  const queue = queryKeys.studyQueues.one(story);
  queryClient.setQueryData(lesson, { ...data.flashcards, local: false });
  queryClient.setQueryData(queue, data.queue);
  for (const queryKey of [lesson, queue]) {
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
  return true;
}
