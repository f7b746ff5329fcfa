// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  initialWordNav,
  keyToWordNav,
  wordNavReducer,
  type WordNav,
  type WordNavAction,
} from '@/components/word-reader/word-nav';

function run(actions: WordNavAction[], count = 5, from: WordNav = initialWordNav): WordNav {
  return actions.reduce((s, a) => wordNavReducer(s, a, count), from);
}

describe('wordNavReducer', () => {
  it('moves word to word and stops at the ends', () => {
    expect(run([{ type: 'next' }, { type: 'next' }]).active).toBe(2);
    expect(run([{ type: 'prev' }]).active).toBe(0);
    expect(run([{ type: 'last' }, { type: 'next' }]).active).toBe(4);
    expect(run([{ type: 'last' }, { type: 'first' }]).active).toBe(0);
  });

  it('takes the word that got focus as the active one', () => {
    expect(run([{ type: 'focus', at: 3 }, { type: 'next' }]).active).toBe(4);
    expect(run([{ type: 'focus', at: 99 }]).active).toBe(4);
  });

  it('opens the active word or the one tapped, and closes keeping the place', () => {
    expect(run([{ type: 'next' }, { type: 'open' }])).toEqual({ active: 1, open: 1 });
    expect(run([{ type: 'open', at: 3 }])).toEqual({ active: 3, open: 3 });
    expect(run([{ type: 'open', at: 3 }, { type: 'close' }])).toEqual({ active: 3, open: null });
  });

  it('opens nothing in a text without words', () => {
    expect(run([{ type: 'open' }, { type: 'next' }], 0)).toEqual({ active: 0, open: null });
  });
});

describe('keyToWordNav', () => {
  it('maps the arrows along the reading direction', () => {
    expect(keyToWordNav('ArrowRight', false)).toEqual({ type: 'next' });
    expect(keyToWordNav('ArrowLeft', false)).toEqual({ type: 'prev' });
    expect(keyToWordNav('ArrowRight', true)).toEqual({ type: 'prev' });
    expect(keyToWordNav('ArrowLeft', true)).toEqual({ type: 'next' });
  });

  it('maps Home, End, Enter and Space, and leaves other keys alone', () => {
    expect(keyToWordNav('Home', false)).toEqual({ type: 'first' });
    expect(keyToWordNav('End', false)).toEqual({ type: 'last' });
    expect(keyToWordNav('Enter', false)).toEqual({ type: 'open' });
    expect(keyToWordNav(' ', false)).toEqual({ type: 'open' });
    expect(keyToWordNav('Tab', false)).toBeNull();
    expect(keyToWordNav('ArrowDown', false)).toBeNull();
  });
});
