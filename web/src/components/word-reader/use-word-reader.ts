import { useMemo, useReducer, useRef, type KeyboardEvent } from 'react';

import { useLessonWords, type WordStatus } from '@/lib/api/words';
import {
  initialWordNav,
  keyToWordNav,
  wordNavReducer,
  type WordNavAction,
} from '@/components/word-reader/word-nav';
import {
  layoutSentences,
  type ReaderSentence,
  type ReaderWord,
} from '@/components/word-reader/word-layout';

interface UseWordReaderOptions {
  /** The lesson whose words' statuses are kept; null: none kept (a lesson only in this browser). */
  storyId: string | null;
  sentences: readonly ReaderSentence[];
  /** The text is written right to left. */
  rtl: boolean;
}

/**
 * A text's tappable words: their order across sentences, the keyboard's
 * place among them (one roving-tabindex group), the open word, and each
 * word's status from the lesson's words.
 */
export function useWordReader({ storyId, sentences, rtl }: UseWordReaderOptions) {
  const layout = useMemo(() => layoutSentences(sentences), [sentences]);
  const count = layout.words.length;
  const [nav, dispatch] = useReducer(
    (s: typeof initialWordNav, a: WordNavAction) => wordNavReducer(s, a, count),
    initialWordNav,
  );
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const lessonWords = useLessonWords(storyId, storyId !== null);
  const statuses = lessonWords.data?.statuses;

  /** A word's status; null for a name or number, or while statuses are unknown. */
  function statusOf(word: ReaderWord): WordStatus | null {
    if (!statuses || !word.counted) return null;
    return statuses[word.key] ?? 'new';
  }

  function onWordKeyDown(at: number, event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const action = keyToWordNav(event.key, rtl);
    if (!action) return;
    // Handled here: the study keys (arrows, Space) leave it alone.
    event.preventDefault();
    const next = wordNavReducer({ ...nav, active: at }, action, count);
    dispatch({ type: 'focus', at });
    dispatch(action);
    if (action.type !== 'open') buttons.current[next.active]?.focus();
  }

  function setButton(at: number, el: HTMLButtonElement | null) {
    buttons.current[at] = el;
  }

  return {
    layout,
    nav,
    dispatch,
    buttons,
    setButton,
    statusOf,
    share: lessonWords.data?.share,
    language: lessonWords.data?.language,
    onWordKeyDown,
  };
}

export type WordReaderState = ReturnType<typeof useWordReader>;
