import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Lesson } from '@/features/flashcards/api/get-lesson';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import { findGuestStory, renameGuestStory } from '@/lib/guest-stories';

/** The server's bound on a lesson's title (internal/lessons MaxTitleChars). */
export const maxTitleChars = 60;

/** Length as the server counts it (code points, Go's utf8.RuneCountInString). */
export function titleLength(title: string): number {
  return Array.from(title).length;
}

/** The title as the server keeps it: spaces tidied. */
export function tidyTitle(title: string): string {
  return title.trim().split(/\s+/u).join(' ');
}

/**
 * Renames a lesson: on the server (PATCH /api/v1/stories/{id}, owner only),
 * and in the copy a guest keeps in this browser; a local copy whose session
 * is gone is renamed here only.
 */
export function useRenameLesson(lesson: Lesson) {
  const queryClient = useQueryClient();
  const id = lesson.story.id;
  return useMutation({
    mutationFn: async (title: string) => {
      if (lesson.local) {
        if (!renameGuestStory(id, title)) throw new Error('local copy not saved');
        return;
      }
      const story = await unwrap(
        api.PATCH('/api/v1/stories/{id}', { params: { path: { id } }, body: { title } }),
      );
      if (findGuestStory(id)) renameGuestStory(id, story.title);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.lessons.one(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stories });
      void queryClient.invalidateQueries({ queryKey: queryKeys.study.due });
    },
  });
}
