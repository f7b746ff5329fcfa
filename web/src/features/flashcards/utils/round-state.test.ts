import { describe, expect, it } from 'vitest';

import { isRoundAction, newRound, roundReducer } from '@/features/flashcards/utils/round-state';

describe('roundReducer', () => {
  const round = newRound<string, number>(['a', 'b'], 's');

  it('records, moves on, and clamps a move to the round', () => {
    const recorded = roundReducer(round, {
      type: 'record',
      result: { item: 'a', firstTry: false, detail: 2 },
    });
    expect(recorded.results).toEqual([{ item: 'a', firstTry: false, detail: 2 }]);
    expect(roundReducer(recorded, { type: 'next' }).index).toBe(1);
    expect(roundReducer(round, { type: 'go', index: 7 }).index).toBe(2);
    expect(roundReducer(round, { type: 'go', index: -1 }).index).toBe(0);
  });

  it('restarts with other items and a new seed', () => {
    expect(roundReducer(round, { type: 'restart', items: ['b'], seed: 't' })).toEqual({
      items: ['b'],
      index: 0,
      results: [],
      seed: 't',
    });
  });

  it('tells its own actions from a mode’s', () => {
    expect(isRoundAction({ type: 'next' })).toBe(true);
    expect(isRoundAction({ type: 'show' })).toBe(false);
  });
});
