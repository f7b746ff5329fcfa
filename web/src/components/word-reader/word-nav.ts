/**
 * Where the reader's keyboard is among a text's words (one roving-tabindex
 * group across sentences) and which word's details are open.
 */
export interface WordNav {
  /** The word that takes Tab (flat index over every sentence's words). */
  active: number;
  /** The word whose details are open, or null. */
  open: number | null;
}

export type WordNavAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'first' }
  | { type: 'last' }
  /** A word got focus (Tab, a tap): it becomes the active one. */
  | { type: 'focus'; at: number }
  /** Open a word's details (at: that word; none: the active one). */
  | { type: 'open'; at?: number }
  | { type: 'close' };

export const initialWordNav: WordNav = { active: 0, open: null };

function clamp(at: number, count: number): number {
  return Math.min(Math.max(at, 0), Math.max(count - 1, 0));
}

export function wordNavReducer(state: WordNav, action: WordNavAction, count: number): WordNav {
  switch (action.type) {
    case 'next':
      return { ...state, active: clamp(state.active + 1, count) };
    case 'prev':
      return { ...state, active: clamp(state.active - 1, count) };
    case 'first':
      return { ...state, active: 0 };
    case 'last':
      return { ...state, active: clamp(count - 1, count) };
    case 'focus':
      return { ...state, active: clamp(action.at, count) };
    case 'open': {
      if (count === 0) return state;
      const at = clamp(action.at ?? state.active, count);
      return { active: at, open: at };
    }
    case 'close':
      return { ...state, open: null };
  }
}

/**
 * What a key pressed on a word does: arrows move along the text (in a
 * right-to-left script the right arrow goes back), Home and End to its ends,
 * Enter and Space open the word. Null: the key is not the reader's.
 */
export function keyToWordNav(key: string, rtl: boolean): WordNavAction | null {
  switch (key) {
    case 'ArrowRight':
      return { type: rtl ? 'prev' : 'next' };
    case 'ArrowLeft':
      return { type: rtl ? 'next' : 'prev' };
    case 'Home':
      return { type: 'first' };
    case 'End':
      return { type: 'last' };
    case 'Enter':
    case ' ':
      return { type: 'open' };
    default:
      return null;
  }
}
