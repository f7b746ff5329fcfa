import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/api/query-keys';

/**
 * What a recorded answer, or its undo, makes stale: what is due and the
 * progress page (fetched again where shown), and My Stories' pages, whose
 * counts and share of words known moved too (fetched again when next shown:
 * the due page names only 20 lessons, decision 0063, so it cannot freshen
 * every row of them).
 */
export function markAnswered(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.study.due });
  void queryClient.invalidateQueries({ queryKey: queryKeys.study.progress });
  void queryClient.invalidateQueries({ queryKey: queryKeys.stories, refetchType: 'none' });
}
