// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { addCard } from '@/features/home/utils/lesson-stream';
import type { Flashcard } from '@/lib/api/lesson-types';

const card = (position: number) => ({ id: `c${String(position)}`, position }) as Flashcard;

describe('addCard', () => {
  it('keeps the cards in lesson order whatever order they arrive in', () => {
    const cards = [card(3), card(1), card(2)].reduce(addCard, []);
    expect(cards.map((c) => c.position)).toEqual([1, 2, 3]);
  });

  it('does not add a card sent twice', () => {
    const once = addCard([], card(1));
    expect(addCard(once, card(1))).toBe(once);
  });
});
