import { createContext, useContext } from 'react';

import type { WordReaderState } from '@/components/word-reader/use-word-reader';

export interface WordReaderContextValue extends WordReaderState {
  targetLanguage: string;
  /** The lesson whose statuses are kept; null: none are (a lesson only in this browser). */
  storyId: string | null;
}

export const WordReaderContext = createContext<WordReaderContextValue | null>(null);

/** The reader around a tappable sentence (a WordReader must be above it). */
export function useWordReaderContext(): WordReaderContextValue {
  const value = useContext(WordReaderContext);
  if (!value) throw new Error('A tappable sentence needs a WordReader around it.');
  return value;
}
