import { useEffect, useRef } from 'react';

import { isTyping } from '@/features/flashcards/utils/key-targets';

/**
 * What a key does in a study mode. Return false when the key means nothing
 * right now (it is then left to the browser); anything else counts as
 * handled and the key's default action is prevented.
 */
export type Shortcut = (event: KeyboardEvent) => unknown;

/**
 * Keys by `event.key`; a letter is matched in either case ('p' is P too).
 * 'mod+z' is Ctrl+Z, or ⌘Z on a Mac (undo).
 */
export type ShortcutMap = Partial<Record<string, Shortcut>>;

function keyOf(event: KeyboardEvent): string | null {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (!event.ctrlKey && !event.metaKey) return key;
  return key === 'z' && !event.shiftKey ? 'mod+z' : null;
}

/**
 * One window-wide keyboard map per mode. Keys typed into a field, pressed
 * with Alt, with Ctrl/Meta (but undo), already handled (e.g. by dnd-kit), or pressed while
 * a dialog is open are left alone. The map is read fresh on every key, so
 * handlers see the latest state.
 */
export function useStudyShortcuts(map: ShortcutMap): void {
  const latest = useRef(map);
  useEffect(() => {
    latest.current = map;
  });

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey) return;
      if (isTyping(event.target) || document.querySelector('[role="dialog"]')) return;
      const key = keyOf(event);
      const shortcut = key === null ? undefined : latest.current[key];
      if (shortcut && shortcut(event) !== false) event.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);
}

/**
 * Keys 1–4 pick the choice with that number (the buttons show it). `pick`
 * returns false where picking means nothing right now; a key with no choice
 * is left to the browser.
 */
export function choiceShortcuts(
  choices: readonly string[],
  pick: (choice: string) => unknown,
): ShortcutMap {
  return Object.fromEntries(
    ['1', '2', '3', '4'].map((key, i) => [
      key,
      () => {
        const choice = choices[i];
        return choice === undefined ? false : pick(choice);
      },
    ]),
  );
}
