import type { RefObject } from 'react';

import type { AudioHandle } from '@/features/flashcards/components/audio-button';
import type { UndoControl } from '@/features/flashcards/components/undo-grade';
import {
  choiceShortcuts,
  useStudyShortcuts,
} from '@/features/flashcards/hooks/use-study-shortcuts';
import { isControl } from '@/features/flashcards/utils/key-targets';

/** The keys as listed in the shortcuts dialog, with their `missing.` label keys. */
export const missingShortcuts = [
  ['1 2 3 4', 'keyChoices'],
  ['Enter', 'keyEnter'],
  ['H', 'keyHint'],
  ['P', 'keyPlay'],
  ['?', 'keyHelp'],
] as const;

interface MissingKeys {
  /** False once the round is over: no key is taken then. */
  active: boolean;
  choices: string[];
  typing: boolean;
  answered: boolean;
  pick: (choice: string) => void;
  showHint: () => void;
  audio: RefObject<AudioHandle | null>;
  next: () => void;
  help: () => void;
  /** Ctrl+Z / ⌘Z: the last answer back (at the round's end too). */
  undo: UndoControl;
}

/** Missing mode's keys: 1–4 choose, H the hint, P the sentence, Enter next, ? the list, Ctrl+Z undo. */
export function useMissingKeys(keys: MissingKeys) {
  const { choices, typing, answered, pick, showHint, audio, next, help, undo } = keys;
  const undoKey = {
    'mod+z': () => {
      if (!undo.canUndo) return false;
      void undo.undo();
    },
  };
  useStudyShortcuts(
    keys.active
      ? {
          ...undoKey,
          '?': help,
          ...choiceShortcuts(choices, (choice) => {
            if (typing) return false;
            pick(choice);
          }),
          h: () => {
            showHint();
          },
          p: () => {
            if (!answered) return false;
            audio.current?.toggle();
          },
          Enter: (event) => {
            if (!answered || isControl(event.target)) return false;
            next();
          },
        }
      : undoKey,
  );
}
