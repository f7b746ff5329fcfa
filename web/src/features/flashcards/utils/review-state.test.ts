// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  cardIntervals,
  currentCard,
  initialReview,
  reviewReducer,
  undoableKey,
  type ReviewAction,
  type ReviewCard,
  type ReviewState,
} from '@/features/flashcards/utils/review-state';
import { newRound, type RoundAction } from '@/features/flashcards/utils/round-state';

function card(id: string, intervals?: ReviewCard['intervals']): ReviewCard {
  return {
    id,
    front: `front ${id}`,
    back: `back ${id}`,
    hints: [],
    kind: 'sentence',
    languagePair: 'es-en',
    machineDraft: false,
    position: 0,
    pronunciation: '',
    storyId: 's',
    videoUrl: '',
    ...(intervals ? { intervals } : {}),
  };
}

const cards = [card('a'), card('b'), card('c')];
const later = { again: 60, hard: 600, good: 86_400, easy: 345_600 };

function start(items = cards): ReviewState {
  return initialReview(newRound(items, 'seed'), { due: 2, new: 1 });
}

function run(
  state: ReviewState,
  ...actions: (ReviewAction | RoundAction<ReviewCard, number>)[]
): ReviewState {
  return actions.reduce(reviewReducer, state);
}

const graded = (cardId: string, grade: number, left: ReviewState['counts'] | null = null) =>
  ({ type: 'graded', cardId, grade, left }) as const;

describe('reviewReducer', () => {
  it('starts on the first card, answer hidden, nothing announced', () => {
    const state = start();
    expect(currentCard(state)?.id).toBe('a');
    expect(state).toMatchObject({ flipped: false, lastGrade: null, moved: false });
    expect(state.counts).toEqual({ due: 2, new: 1 });
  });

  it('shows the answer, and Space flips it both ways', () => {
    const shown = run(start(), { type: 'show' });
    expect(shown.flipped).toBe(true);
    expect(run(shown, { type: 'show' })).toBe(shown);
    expect(run(shown, { type: 'flip' }).flipped).toBe(false);
    expect(run(start(), { type: 'flip' }).flipped).toBe(true);
  });

  it('a saved grade keeps the result and the server counts, and shows the next card hidden', () => {
    const state = run(start(), { type: 'show' }, graded('a', 3, { due: 1, new: 1 }));
    expect(currentCard(state)?.id).toBe('b');
    expect(state).toMatchObject({ flipped: false, lastGrade: 3, moved: true });
    expect(state.counts).toEqual({ due: 1, new: 1 });
    expect(state.round.results).toEqual([{ item: cards[0], firstTry: true, detail: 3 }]);
    expect(run(state, graded('b', 1)).round.results[1]).toMatchObject({
      firstTry: false,
      detail: 1,
    });
  });

  it('kept in this browser (no counts back): a new card is one new card fewer, never below 0', () => {
    const once = run(start(), { type: 'show' }, graded('a', 4));
    expect(once.counts).toEqual({ due: 2, new: 0 });
    expect(run(once, { type: 'show' }, graded('b', 4)).counts).toEqual({ due: 2, new: 0 });
  });

  it('keeps the intervals a grade gave back, over the card’s own', () => {
    const own = { again: 1, hard: 2, good: 3, easy: 4 };
    const state = run(
      start([card('a', own), card('b')]),
      { type: 'show' },
      {
        ...graded('a', 3),
        intervals: later,
      },
    );
    const first = state.round.items[0];
    expect(first && cardIntervals(state, first)).toEqual(later);
    expect(cardIntervals(start([card('a', own)]), card('a', own))).toEqual(own);
  });

  it('ignores a grade saved for a card no longer shown', () => {
    const state = run(start(), { type: 'show' });
    expect(run(state, graded('b', 3))).toBe(state);
  });

  it('moves to the next and previous card, hiding the answer and clearing the grade said', () => {
    const state = run(start(), { type: 'show' }, graded('a', 2), { type: 'show' });
    const back = run(state, { type: 'go', index: 0 });
    expect(currentCard(back)?.id).toBe('a');
    expect(back).toMatchObject({ flipped: false, lastGrade: null, moved: true });
    const on = run(back, { type: 'next' });
    expect(currentCard(on)?.id).toBe('b');
    // Before the first card stays on it.
    expect(run(back, { type: 'go', index: -1 }).round.index).toBe(0);
  });

  it('ends the round after the last card; the start again keeps the counts', () => {
    const end = run(
      start(),
      { type: 'show' },
      graded('a', 3),
      { type: 'show' },
      graded('b', 3),
      { type: 'show' },
      graded('c', 3),
    );
    expect(currentCard(end)).toBeUndefined();
    expect(end.round.index).toBe(3);
    expect(end.counts).toEqual({ due: 2, new: 0 });
    // Past the end stays at the end; nothing to show or flip there.
    expect(run(end, { type: 'go', index: 9 }).round.index).toBe(3);
    expect(run(end, { type: 'show' })).toBe(end);
    expect(run(end, { type: 'flip' })).toBe(end);
    // Next moves past the last card to the end too.
    expect(run(start(), { type: 'go', index: 2 }, { type: 'next' }).round.index).toBe(3);

    const again = run(end, { type: 'go', index: 0 });
    expect(currentCard(again)?.id).toBe('a');
    expect(again.counts).toEqual(end.counts);
    expect(again.round.results).toHaveLength(3);
  });

  it('starts a new round with other cards', () => {
    const state = run(start(), { type: 'show' }, graded('a', 1), {
      type: 'restart',
      items: [card('z')],
      seed: 'other',
    });
    expect(currentCard(state)?.id).toBe('z');
    expect(state.round.results).toEqual([]);
    expect(state.flipped).toBe(false);
  });

  it('a failed save changes nothing: the answer stays shown, to be graded again', () => {
    // The session dispatches nothing when saving fails; grading again is a new 'graded'.
    const shown = run(start(), { type: 'show' });
    const retried = run(shown, graded('a', 2));
    expect(currentCard(retried)?.id).toBe('b');
    expect(retried.lastGrade).toBe(2);
  });

  it('steps back through the saved grades, one at a time', () => {
    const shown = run(start(), { type: 'show' });
    const one = run(shown, graded('a', 3, { due: 1, new: 1 }));
    const two = run(one, { type: 'show' }, graded('b', 1, { due: 1, new: 1 }));
    const undone = run(two, { type: 'undo' });
    expect(currentCard(undone)?.id).toBe('b');
    expect(undone.round.results).toHaveLength(1);
    expect(undone.counts).toEqual({ due: 1, new: 1 });
    expect(undone.flipped).toBe(true);
    expect(undone.lastGrade).toBeNull();
    const twice = run(undone, { type: 'undo' });
    expect(currentCard(twice)?.id).toBe('a');
    expect(twice.counts).toEqual({ due: 2, new: 1 });
    expect(twice.round.results).toEqual([]);
    expect(run(twice, { type: 'undo' })).toBe(twice);
  });

  it('keeps the key of each grade, takes the server’s counts back, and stops at the start of the round', () => {
    const one = run(
      start(),
      { type: 'show' },
      { ...graded('a', 3, { due: 1, new: 1 }), key: 'k-a' },
    );
    const two = run(one, { type: 'show' }, { ...graded('b', 4, { due: 0, new: 1 }), key: 'k-b' });
    expect(undoableKey(two)).toBe('k-b');
    const undone = run(two, { type: 'undo', left: { due: 7, new: 2 }, intervals: later });
    expect(currentCard(undone)?.id).toBe('b');
    expect(undone.counts).toEqual({ due: 7, new: 2 });
    expect(cardIntervals(undone, card('b'))).toEqual(later);
    expect(undoableKey(undone)).toBe('k-a');
    expect(undone.history.every((step) => !('key' in step) || step.key === 'k-a')).toBe(true);
    // A new round forgets the grades of the one before.
    const again = run(two, { type: 'restart', items: [card('z')], seed: 'other' });
    expect(again.history).toEqual([]);
    expect(undoableKey(again)).toBeUndefined();
    expect(run(again, { type: 'undo' })).toBe(again);
  });

  it('records a result without moving', () => {
    const state = run(
      start(),
      { type: 'show' },
      {
        type: 'record',
        result: { item: card('a'), firstTry: true, detail: 3 },
      },
    );
    expect(state.flipped).toBe(true);
    expect(state.round.results).toHaveLength(1);
  });
});
