import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useStoryPages, type StoryFilter } from '@/features/stories/api/stories-api';
import { mergeStoryRows } from '@/features/stories/utils/merge-story-rows';
import { useDueToday } from '@/lib/due-today';
import { readGuestStories } from '@/lib/guest-stories';
import { sortByKnown, type KnownSort } from '@/lib/sort-by-known';
import { useLanguageName } from '@/lib/use-language-name';

/**
 * The rows of My Stories: the pages of the caller's lessons loaded so far
 * (filtered on the server), joined with what is due today and the share of
 * words known, in the chosen order, plus the lessons
 * a guest keeps in this browser; the language pairs for the filter; and the
 * next page. `refreshLocal` re-reads the browser-kept list after a local
 * lesson is deleted.
 */
export function useStoryRows(hasSession: boolean, filter: StoryFilter, sort: KnownSort) {
  const { t } = useTranslation('stories');
  const name = useLanguageName();
  const pages = useStoryPages(hasSession, filter);
  const due = useDueToday(hasSession);
  const [localVersion, setLocalVersion] = useState(0);

  const local = useMemo(
    () => readGuestStories(),
    // localVersion: the browser-kept list changed (a local lesson was deleted).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [localVersion],
  );
  const loaded = useMemo(() => pages.data?.pages ?? [], [pages.data]);
  const rows = useMemo(
    () =>
      sortByKnown(
        mergeStoryRows({
          server: loaded.flatMap((p) => p.stories),
          pageDue: loaded.flatMap((p) => p.due),
          freshDue: due.data?.stories ?? [],
          pageKnown: loaded.flatMap((p) => p.known),
          local,
          filter,
        }),
        sort,
      ),
    [loaded, due.data, local, filter, sort],
  );

  const pairs = useMemo(() => {
    const seen = new Map<string, string>();
    const label = (s: { targetLanguage: string; nativeLanguage: string }) =>
      t('pair', { target: name(s.targetLanguage), native: name(s.nativeLanguage) });
    for (const p of loaded[0]?.pairs ?? []) seen.set(p.pair, label(p));
    for (const g of local) seen.set(g.story.languagePair, label(g.story));
    return [...seen.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  }, [loaded, local, t, name]);

  const serverTotal = loaded[0]?.total ?? 0;
  // The browser-kept lessons the server does not know, whatever the filter.
  const localOnly = useMemo(() => {
    const known = new Set(loaded.flatMap((p) => p.stories.map((s) => s.id)));
    return local.filter((g) => !known.has(g.id)).length;
  }, [loaded, local]);
  return {
    rows,
    pairs,
    /** Lessons in all, whatever the filter: the server's count and those kept only here. */
    total: serverTotal + localOnly,
    pending: pages.isPending,
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    loadMore: () => void pages.fetchNextPage(),
    refreshLocal: () => {
      setLocalVersion((v) => v + 1);
    },
  };
}
