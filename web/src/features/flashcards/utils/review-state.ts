import type { DueCounts } from '@/features/flashcards/api/create-review';
import type { GradeIntervals } from '@/features/flashcards/utils/grade-intervals';
import {
  isRoundAction,
  roundReducer,
  type RoundAction,
  type RoundState,
} from '@/features/flashcards/utils/round-state';
import type { Flashcard } from '@/lib/api/lesson-types';

/** A card to review; Random mode's cards carry their own lesson's title and languages. */
export type ReviewCard = Flashcard & {
  /** What each grade would schedule, from the server (absent for a local copy). */
  intervals?: GradeIntervals;
  storyTitle?: string;
  targetLanguage?: string;
  nativeLanguage?: string;
};

export const grades = [
  { grade: 1, key: 'again' },
  { grade: 2, key: 'hard' },
  { grade: 3, key: 'good' },
  { grade: 4, key: 'easy' },
] as const;

/** Again (1) is the only grade that is not right on the first try. */
export const firstTry = (grade: number) => grade > 1;

interface ReviewFields {
  /** The round: the cards, the one shown, and the grades given (a result's detail). */
  round: RoundState<ReviewCard, number>;
  /** The answer (back) is shown. */
  flipped: boolean;
  /** The grade just saved, said to screen readers; cleared by a move. */
  lastGrade: number | null;
  /** The learner has moved on once: from then on each card shown is announced. */
  moved: boolean;
  /** Due and new cards left today. */
  counts: DueCounts;
  /** A graded card's intervals from then on, for the next time round. */
  intervals: ReadonlyMap<string, GradeIntervals>;
}

/** The state before a saved grade, and the key the grade was sent under. */
export type ReviewStep = ReviewFields & { key?: string };

export interface ReviewState extends ReviewFields {
  /** The states before each saved grade of this round, latest last: 'undo' steps back to them. */
  history: readonly ReviewStep[];
}

export type ReviewAction =
  /** 'Show answer', or a tap on the card. */
  | { type: 'show' }
  /** Space: the answer shown or hidden. */
  | { type: 'flip' }
  /** A grade was saved: `left` is the server's counts (null when kept in this browser). */
  | {
      type: 'graded';
      cardId: string;
      grade: number;
      left: DueCounts | null;
      intervals?: GradeIntervals;
      /** The idempotency key it was sent under, to take it back. */
      key?: string;
    }
  /**
   * Back to the state before the last saved grade (taken back): `left` and
   * `intervals` are the server's for the card as it is again.
   */
  | { type: 'undo'; left?: DueCounts | null; intervals?: GradeIntervals };

export function initialReview(
  round: RoundState<ReviewCard, number>,
  counts: DueCounts,
): ReviewState {
  return {
    round,
    flipped: false,
    lastGrade: null,
    moved: false,
    counts,
    intervals: new Map(),
    history: [],
  };
}

const done = (state: ReviewState) => state.round.index >= state.round.items.length;

/** The card shown; undefined once the round is over. */
export function currentCard(state: ReviewState): ReviewCard | undefined {
  return currentCardOf(state.round);
}

function currentCardOf(round: RoundState<ReviewCard, number>): ReviewCard | undefined {
  return round.items[round.index];
}

/** The key of the grade 'undo' would take back; undefined when there is none this round. */
export function undoableKey(state: ReviewState): string | undefined {
  return state.history.at(-1)?.key;
}

/** The intervals shown on the grade buttons: the latest ones from the server. */
export function cardIntervals(state: ReviewState, card: ReviewCard): GradeIntervals | undefined {
  return state.intervals.get(card.id) ?? card.intervals;
}

/**
 * The pure transitions of a review session. Moving to another card (previous,
 * next, the start again) hides the answer; a saved grade keeps its result and
 * counts and shows the next card; a failed save changes nothing (the answer
 * stays shown, to be graded again).
 */
export function reviewReducer(
  state: ReviewState,
  action: ReviewAction | RoundAction<ReviewCard, number>,
): ReviewState {
  if (isRoundAction<ReviewCard, number>(action)) {
    const round = roundReducer(state.round, action);
    if (action.type === 'record') return { ...state, round };
    // Undo reaches back to the start of the round, not into the one before.
    const history = action.type === 'restart' ? [] : state.history;
    return { ...state, round, flipped: false, lastGrade: null, moved: true, history };
  }
  switch (action.type) {
    case 'show':
      return done(state) || state.flipped ? state : { ...state, flipped: true };
    case 'flip':
      return done(state) ? state : { ...state, flipped: !state.flipped };
    case 'graded': {
      const card = currentCard(state);
      if (card?.id !== action.cardId) return state;
      const { counts } = state;
      const { history, ...before } = state;
      const intervals = action.intervals;
      return {
        round: {
          ...state.round,
          index: state.round.index + 1,
          results: [
            ...state.round.results,
            { item: card, firstTry: firstTry(action.grade), detail: action.grade },
          ],
        },
        flipped: false,
        lastGrade: action.grade,
        moved: true,
        // Kept in this browser only: no counts come back; a new card is one new card fewer.
        counts: action.left ?? (counts.new > 0 ? { ...counts, new: counts.new - 1 } : counts),
        intervals: intervals ? new Map(state.intervals).set(card.id, intervals) : state.intervals,
        history: [...history, action.key === undefined ? before : { ...before, key: action.key }],
      };
    }
    case 'undo': {
      const step = state.history.at(-1);
      if (!step) return state;
      const before: ReviewStep = { ...step };
      delete before.key;
      const card = currentCardOf(before.round);
      return {
        ...before,
        moved: true,
        lastGrade: null,
        counts: action.left ?? before.counts,
        intervals:
          action.intervals && card
            ? new Map(before.intervals).set(card.id, action.intervals)
            : before.intervals,
        history: state.history.slice(0, -1),
      };
    }
  }
}
