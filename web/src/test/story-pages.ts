import type { MockCall } from '@/test/mock-api';
import { json } from '@/test/mock-api';
import type { Story } from '@/lib/api/lesson-types';

/**
 * GET /api/v1/stories as the server answers it: `all` (newest first)
 * filtered by pair and title, `limit` at a time; the cursor is the offset.
 * The first page names the pairs and the total; `known` gives lessons'
 * shares of words known (product §18), as the page reports them.
 */
export function storyPages(
  all: Story[],
  known: Record<string, { percent: number; words: number; new: number }> = {},
) {
  return (call: MockCall) => {
    const q = call.query;
    const pair = q.get('pair') ?? '';
    const needle = (q.get('q') ?? '').toLocaleLowerCase();
    const match = all.filter(
      (s) =>
        (pair === '' || s.languagePair === pair) &&
        (needle === '' || s.title.toLocaleLowerCase().includes(needle)),
    );
    const start = Number(q.get('after') ?? 0);
    const limit = Number(q.get('limit') ?? 30);
    const first = !q.get('after');
    const pairs = [...new Map(all.map((s) => [s.languagePair, s])).values()].map((s) => ({
      pair: s.languagePair,
      targetLanguage: s.targetLanguage,
      nativeLanguage: s.nativeLanguage,
    }));
    const page = match.slice(start, start + limit);
    return json(200, {
      stories: page,
      due: [],
      known: page.flatMap((s) => {
        const k = known[s.id];
        return k ? [{ storyId: s.id, ...k }] : [];
      }),
      ...(start + limit < match.length ? { next: String(start + limit) } : {}),
      ...(first ? { total: all.length, pairs } : {}),
    });
  };
}
