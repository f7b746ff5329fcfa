import { useEffect, useReducer, useRef } from 'react';

import {
  newRound,
  roundReducer,
  type RoundAction,
  type RoundState,
} from '@/features/flashcards/utils/round-state';
import { roundSeed } from '@/features/flashcards/utils/study-order';

export type { RoundResult } from '@/features/flashcards/utils/round-state';

/** Whole milliseconds from `start` (a performance.now() time) to now. */
export function millisecondsSince(start: number): number {
  return Math.round(performance.now() - start);
}

/**
 * A mode's own state around its round (e.g. Review's flipped card and due
 * counts): its reducer gets the round's actions too, and passes them on to
 * roundReducer, so that one pure reducer holds the whole session.
 */
export interface RoundMode<
  T,
  D,
  S extends { round: RoundState<T, D> },
  A extends { type: string },
> {
  init: (round: RoundState<T, D>) => S;
  reducer: (state: S, action: A | RoundAction<T, D>) => S;
}

/** A mode with no state of its own: the round alone (module-level, so the reducer stays the same). */
const plainMode: RoundMode<
  unknown,
  unknown,
  { round: RoundState<unknown, unknown> },
  RoundAction<unknown, unknown>
> = {
  init: (round) => ({ round }),
  reducer: (state, action) => ({ round: roundReducer(state.round, action) }),
};

/**
 * A round of a study mode: the questions in order, the one being asked,
 * what was right on the first try, the score, and starting again (all, or
 * the missed ones) with a new shuffle seed. `elapsed()` times the question
 * on screen, for the review's durationMs. A mode with more state of its own
 * passes its reducer (`mode`); `state` and `dispatch` are then its own.
 */
export function useRound<
  T,
  D = undefined,
  S extends { round: RoundState<T, D> } = { round: RoundState<T, D> },
  A extends { type: string } = RoundAction<T, D>,
>(initial: T[], mode?: RoundMode<T, D, S, A>) {
  const { init, reducer } = mode ?? (plainMode as unknown as RoundMode<T, D, S, A>);
  const [state, dispatch] = useReducer(reducer, initial, (items) =>
    init(newRound<T, D>(items, roundSeed())),
  );
  const startedAt = useRef(0);
  const { items, index, results, seed } = state.round;

  useEffect(() => {
    startedAt.current = performance.now();
  }, [index, items]);

  const missed = results.filter((r) => !r.firstTry).map((r) => r.item);
  return {
    items,
    index,
    seed,
    results,
    /** The question being asked; undefined once the round is over. */
    current: items[index],
    last: index === items.length - 1,
    done: index >= items.length,
    /** Right on the first try. */
    score: results.length - missed.length,
    missed,
    elapsed: () => millisecondsSince(startedAt.current),
    /**
     * Keeps the outcome of a question (once per question), with the key its
     * answer was sent under (undefined: not sent).
     */
    record: (
      item: T,
      firstTry: boolean,
      key: string | undefined,
      ...detail: D extends undefined ? [] : [D]
    ) => {
      dispatch({
        type: 'record',
        result: { item, firstTry, detail: detail[0] as D, ...(key === undefined ? {} : { key }) },
      });
    },
    /** Takes the last outcome back and asks its question again (decision 0052). */
    unrecord: () => {
      dispatch({ type: 'unrecord' });
    },
    next: () => {
      dispatch({ type: 'next' });
    },
    /** To any question (clamped; the length of the round is its end). */
    go: (to: number) => {
      dispatch({ type: 'go', index: to });
    },
    /** A new round with these questions (all, or the missed ones) and a new seed. */
    restart: (with_: T[]) => {
      dispatch({ type: 'restart', items: with_, seed: roundSeed() });
    },
    /** The whole state, the mode's included. */
    state,
    /** The mode's own actions (and the round's). */
    dispatch: dispatch as (action: A | RoundAction<T, D>) => void,
  };
}

export type Round<T, D = undefined> = ReturnType<typeof useRound<T, D>>;
