// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { isRoundAction, newRound, roundReducer } from '@/features/flashcards/utils/round-state';

describe('roundReducer', () => {
  const round = newRound<string, number>(['a', 'b'], 's');

  it('records, moves on, and clamps a move to the round', () => {
    const recorded = roundReducer(round, {
      type: 'record',
      result: { item: 'a', firstTry: false, detail: 2 },
    });
    expect(recorded.results).toEqual([{ item: 'a', firstTry: false, detail: 2, at: 0 }]);
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

  it('takes the last answer back and asks its question again, back to the start', () => {
    let state = roundReducer(round, {
      type: 'record',
      result: { item: 'a', firstTry: true, detail: 1, key: 'k1' },
    });
    state = roundReducer(state, { type: 'next' });
    state = roundReducer(state, {
      type: 'record',
      result: { item: 'b', firstTry: false, detail: 0, key: 'k2' },
    });
    // Answered, not moved on: the same question again.
    const again = roundReducer(state, { type: 'unrecord' });
    expect(again.index).toBe(1);
    expect(again.results.map((r) => r.key)).toEqual(['k1']);
    // After the end of the round: back to the last question, then the one before.
    const ended = roundReducer(state, { type: 'next' });
    expect(ended.index).toBe(2);
    const back = roundReducer(ended, { type: 'unrecord' });
    expect(back.index).toBe(1);
    const first = roundReducer(back, { type: 'unrecord' });
    expect(first.index).toBe(0);
    expect(first.results).toEqual([]);
    // Nothing left to take back: unchanged.
    expect(roundReducer(first, { type: 'unrecord' })).toBe(first);
  });

  it('tells its own actions from a mode’s', () => {
    expect(isRoundAction({ type: 'next' })).toBe(true);
    expect(isRoundAction({ type: 'unrecord' })).toBe(true);
    expect(isRoundAction({ type: 'show' })).toBe(false);
  });
});
