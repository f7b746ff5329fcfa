// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { scoreOrder } from '@/features/flashcards/utils/score-order';
import { tilesFor } from '@/features/flashcards/utils/word-tiles';

describe('scoreOrder', () => {
  const solution = tilesFor('El perro ve el gato.', 'es');
  const [el, perro, ve, el2, gato] = solution as [
    (typeof solution)[0],
    (typeof solution)[0],
    (typeof solution)[0],
    (typeof solution)[0],
    (typeof solution)[0],
  ];

  it('counts the longest run in the right order, wherever it sits', () => {
    expect(scoreOrder([el, perro, ve, el2, gato], solution)).toEqual({
      marks: [true, true, true, true, true],
      correct: 5,
      total: 5,
    });
    expect(scoreOrder([perro, el, ve, el2, gato], solution)).toEqual({
      marks: [false, false, true, true, true],
      correct: 3,
      total: 5,
    });
    // Everything moved by one: no word in its place, four in the right order.
    expect(scoreOrder([gato, el, perro, ve, el2], solution)).toEqual({
      marks: [false, true, true, true, true],
      correct: 4,
      total: 5,
    });
    // No two words in the right order: nothing right.
    expect(scoreOrder([gato, el2, ve, perro, el], solution).correct).toBe(0);
  });

  it('treats repeated words as interchangeable', () => {
    // "el" (4th word) first and "El" (1st word) fourth: still all right.
    expect(scoreOrder([el2, perro, ve, el, gato], solution).correct).toBe(5);
  });

  it('counts words left out as wrong', () => {
    expect(scoreOrder([el, perro], solution)).toEqual({
      marks: [true, true],
      correct: 2,
      total: 5,
    });
  });
});
