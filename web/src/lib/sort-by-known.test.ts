// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { sortByKnown } from '@/lib/sort-by-known';

const stories = [
  { id: 'a', known: { percent: 40 } },
  { id: 'b' },
  { id: 'c', known: { percent: 90 } },
  { id: 'd', known: { percent: 40 } },
];

describe('sortByKnown', () => {
  it('keeps the order for newest, sorts by share otherwise, those without one last', () => {
    const ids = (s: typeof stories) => s.map((x) => x.id);
    expect(ids(sortByKnown(stories, 'newest'))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(sortByKnown(stories, 'mostKnown'))).toEqual(['c', 'a', 'd', 'b']);
    expect(ids(sortByKnown(stories, 'leastKnown'))).toEqual(['a', 'd', 'c', 'b']);
  });
});
