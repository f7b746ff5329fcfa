import type { StoryRowData } from '@/features/stories/components/story-row';
import type { Story } from '@/lib/api/lesson-types';

interface DueCounts {
  storyId: string;
  due: number;
  new: number;
}

/** A lesson's share of words known (product §18). */
export interface KnownShare {
  storyId: string;
  percent: number;
  words: number;
  new: number;
}

interface Sources {
  /** The pages loaded so far, already filtered by the server. */
  server: Story[];
  /** What the pages said each lesson has due today. */
  pageDue: DueCounts[];
  /** The due page's counts, fresher after a study round (they win). */
  freshDue: DueCounts[];
  /** What the pages said of each finished lesson's words known. */
  pageKnown: KnownShare[];
  /** The lessons a guest keeps in this browser. */
  local: { id: string; story: Story; cards: unknown[] }[];
  filter: { pair: string; search: string };
}

/**
 * My Stories' rows: the server's lessons with their due counts, and the
 * browser-kept lessons the server does not know, filtered the way the
 * server filters (pair, title in any case), newest first, each with its
 * share of words known.
 */
export function mergeStoryRows({
  server,
  pageDue,
  freshDue,
  pageKnown,
  local,
  filter,
}: Sources): StoryRowData[] {
  const knownBy = new Map(pageKnown.map((k) => [k.storyId, k]));
  const known = new Set(server.map((s) => s.id));
  const dueBy = new Map([...pageDue, ...freshDue].map((d) => [d.storyId, d]));
  const needle = filter.search.trim().toLocaleLowerCase();
  const keep = (s: Story) =>
    (filter.pair === '' || s.languagePair === filter.pair) &&
    (needle === '' || s.title.toLocaleLowerCase().includes(needle));
  const rows: StoryRowData[] = [
    ...server.map((story) => ({
      story,
      local: false,
      cards: story.cardsDone,
      due: dueBy.get(story.id),
      known: knownBy.get(story.id),
    })),
    ...local
      .filter((g) => !known.has(g.id) && keep(g.story))
      .map((g) => ({ story: g.story, local: true, cards: g.cards.length, due: undefined })),
  ];
  return rows.sort((a, b) => Date.parse(b.story.createdAt) - Date.parse(a.story.createdAt));
}
