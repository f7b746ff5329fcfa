/** How a list of stories is ordered: as listed (newest), or by the share of words known. */
export type KnownSort = 'newest' | 'mostKnown' | 'leastKnown';

/**
 * The stories in the chosen order (product §18): as given for 'newest';
 * else by their share of words known, most or fewest first, those without
 * one last, keeping the given order among equals.
 */
export function sortByKnown<T extends { known?: { percent: number } | undefined }>(
  stories: readonly T[],
  sort: KnownSort,
): T[] {
  if (sort === 'newest') return [...stories];
  const sign = sort === 'mostKnown' ? -1 : 1;
  return stories
    .map((s, i) => ({ s, i }))
    .sort((a, b) => {
      const ka = a.s.known;
      const kb = b.s.known;
      if (!ka || !kb) return (ka ? -1 : 0) + (kb ? 1 : 0) || a.i - b.i;
      return sign * (ka.percent - kb.percent) || a.i - b.i;
    })
    .map(({ s }) => s);
}
