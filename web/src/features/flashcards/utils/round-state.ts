/** One answered question of a round: did the learner get it on the first try? */
export interface RoundResult<T, D = undefined> {
  item: T;
  firstTry: boolean;
  /** What the mode wants to keep besides (e.g. Order's words in place). */
  detail: D;
  /** The key the answer was sent under: what an undo takes back (decision 0052). */
  key?: string;
  /** The question's place in the round when it was answered (set by the reducer). */
  at?: number;
}

export interface RoundState<T, D = undefined> {
  items: T[];
  /** The question being asked; equal to items.length once the round is over. */
  index: number;
  results: RoundResult<T, D>[];
  /** Shuffles choices and tiles: stable within a round, new on every round. */
  seed: string;
}

/** What can happen to a round, whatever the mode. */
export type RoundAction<T, D = undefined> =
  | { type: 'record'; result: RoundResult<T, D> }
  | { type: 'next' }
  /** To any question (clamped; items.length is the end of the round). */
  | { type: 'go'; index: number }
  | { type: 'restart'; items: T[]; seed: string }
  /** The last answer taken back: its question is asked again (decision 0052). */
  | { type: 'unrecord' };

export function newRound<T, D = undefined>(items: T[], seed: string): RoundState<T, D> {
  return { items, index: 0, results: [], seed };
}

const roundActions: ReadonlySet<string> = new Set(['record', 'next', 'go', 'restart', 'unrecord']);

/** Whether an action is one of the round's own (a mode's reducer passes those on). */
export function isRoundAction<T, D>(action: { type: string }): action is RoundAction<T, D> {
  return roundActions.has(action.type);
}

/** The pure transitions of a round (useRound runs them). */
export function roundReducer<T, D>(
  state: RoundState<T, D>,
  action: RoundAction<T, D>,
): RoundState<T, D> {
  switch (action.type) {
    case 'record':
      return { ...state, results: [...state.results, { ...action.result, at: state.index }] };
    case 'next':
      return { ...state, index: state.index + 1 };
    case 'go':
      return { ...state, index: Math.max(0, Math.min(state.items.length, action.index)) };
    case 'restart':
      return newRound(action.items, action.seed);
    case 'unrecord': {
      const last = state.results.at(-1);
      if (!last) return state;
      return { ...state, results: state.results.slice(0, -1), index: last.at ?? state.index };
    }
  }
}
