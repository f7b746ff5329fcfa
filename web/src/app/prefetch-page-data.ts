import type { QueryClient } from '@tanstack/react-query';

import { lessonQuery } from '@/features/flashcards/api/get-lesson';
import { getMeta } from '@/lib/api/meta';
import { queryKeys } from '@/lib/api/query-keys';
import { getMe } from '@/lib/session/me';
import { seedLessonData } from '@/app/seed-lesson-data';

/** The pages that study one lesson, named by ?story= (the study modes). */
const lessonPages = new Set(['/flashcards', '/test', '/missing', '/order', '/slideshow']);

/**
 * Starts the requests the first page will make, as the app starts rather
 * than once its code and strings have loaded and it has rendered: on a
 * phone's network that is several round trips sooner (decision 0031). The
 * pages' own queries find the answers in the cache, or the requests in
 * flight. Failures are left to those queries, which retry and report them.
 */
export function prefetchPageData(queryClient: QueryClient, location: Location): void {
  const ignore = () => undefined;
  queryClient
    .query({ queryKey: queryKeys.me, queryFn: ({ signal }) => getMe(signal) })
    .catch(ignore);
  queryClient
    .query({ queryKey: queryKeys.meta, queryFn: ({ signal }) => getMeta(signal) })
    .catch(ignore);
  const story = new URLSearchParams(location.search).get('story');
  // A lesson page may have come with its lesson (the server's preview): the
  // page then asks for it once it is live, not before.
  if (story && lessonPages.has(location.pathname) && !seedLessonData(queryClient, story)) {
    queryClient.query(lessonQuery(story)).catch(ignore);
  }
}
