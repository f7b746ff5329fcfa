// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { shuffleTiles } from '@/features/flashcards/utils/shuffle-tiles';
import { tilesFor } from '@/features/flashcards/utils/word-tiles';

describe('shuffleTiles', () => {
  const solution = tilesFor('María va al mercado por la mañana.', 'es');

  it('is the same for the same card and keeps every tile', () => {
    const once = shuffleTiles(solution, 'fc_1');
    expect(shuffleTiles(solution, 'fc_1')).toEqual(once);
    expect(once.map((t) => t.id).sort()).toEqual(solution.map((t) => t.id).sort());
    // Another card shuffles differently.
    const others = ['fc_2', 'fc_3', 'fc_4'].map((seed) => shuffleTiles(solution, seed));
    expect(others.some((o) => o.map((t) => t.id).join() !== once.map((t) => t.id).join())).toBe(
      true,
    );
  });

  it('never gives the right order when another one exists', () => {
    const two = tilesFor('Compra pan.', 'es');
    const repeated = tilesFor('no no sí', 'es');
    for (let n = 0; n < 200; n++) {
      const seed = `fc_${String(n)}`;
      expect(shuffleTiles(two, seed).map((t) => t.text)).toEqual(['pan', 'Compra']);
      expect(shuffleTiles(solution, seed).map((t) => t.key)).not.toEqual(
        solution.map((t) => t.key),
      );
      expect(shuffleTiles(repeated, seed).map((t) => t.key)).not.toEqual(['no', 'no', 'sí']);
    }
    // Only one order exists: it is kept.
    const same = tilesFor('no no', 'es');
    expect(shuffleTiles(same, 'fc_1').map((t) => t.key)).toEqual(['no', 'no']);
  });
});
