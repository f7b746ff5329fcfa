import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useStories } from '@/features/stories/api/stories-api';
import type { StoryRowData } from '@/features/stories/components/story-row';
import { useLanguageName } from '@/lib/use-language-name';
import { useDueToday } from '@/lib/due-today';
import { readGuestStories } from '@/lib/guest-stories';

/**
 * The rows of My Stories: the caller's lessons joined with what is due today,
 * plus the lessons a guest keeps in this browser, newest first; and the
 * language pairs among them, for the filter. `refreshLocal` re-reads the
 * browser-kept list after a local lesson is deleted.
 */
export function useStoryRows(hasSession: boolean) {
  const { t } = useTranslation('stories');
  const name = useLanguageName();
  const stories = useStories(hasSession);
  const due = useDueToday(hasSession);
  const [localVersion, setLocalVersion] = useState(0);

  const rows: StoryRowData[] = useMemo(() => {
    const server = stories.data ?? [];
    const known = new Set(server.map((s) => s.id));
    const dueBy = new Map((due.data?.stories ?? []).map((d) => [d.storyId, d]));
    const all: StoryRowData[] = [
      ...server.map((story) => ({
        story,
        local: false,
        cards: story.cardsDone,
        due: dueBy.get(story.id),
      })),
      ...readGuestStories()
        .filter((g) => !known.has(g.id))
        .map((g) => ({ story: g.story, local: true, cards: g.cards.length, due: undefined })),
    ];
    return all.sort((a, b) => Date.parse(b.story.createdAt) - Date.parse(a.story.createdAt));
    // localVersion: the browser-kept list changed (a local lesson was deleted).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stories.data, due.data, localVersion]);

  const pairs = useMemo(() => {
    const seen = new Map<string, string>();
    for (const r of rows) {
      seen.set(
        r.story.languagePair,
        t('pair', { target: name(r.story.targetLanguage), native: name(r.story.nativeLanguage) }),
      );
    }
    return [...seen.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  }, [rows, t, name]);

  return {
    rows,
    pairs,
    pending: stories.isPending,
    refreshLocal: () => {
      setLocalVersion((v) => v + 1);
    },
  };
}
