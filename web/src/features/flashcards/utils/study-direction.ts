import { useSyncExternalStore } from 'react';

import { hasTranslation } from '@/lib/card-back';
import type { Flashcard } from '@/lib/api/lesson-types';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';

/**
 * How a card is asked (issue 29, decision 0051): the target sentence first
 * (the default), the learner's own language first, or its audio first with
 * the text hidden until the answer. A way of asking the same card, with one
 * memory: never a card of its own.
 */
export const studyDirections = ['target-native', 'native-target', 'listening'] as const;
export type StudyDirection = (typeof studyDirections)[number];

/** The lessons whose direction is remembered, at most: the oldest choice goes first. */
const maxLessons = 200;

const listeners = new Set<() => void>();

function stored(): Record<string, StudyDirection> {
  try {
    const value = JSON.parse(readStorage(storageKeys.studyDirections) ?? '{}') as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const out: Record<string, StudyDirection> = {};
    for (const [lesson, d] of Object.entries(value)) {
      const direction = studyDirections.find((x) => x === d);
      if (direction) out[lesson] = direction;
    }
    return out;
  } catch {
    return {};
  }
}

/** The direction chosen for a lesson (Random: 'random'), kept in this browser; target → native by default. */
export function getStudyDirection(lesson: string): StudyDirection {
  return stored()[lesson] ?? 'target-native';
}

export function setStudyDirection(lesson: string, direction: StudyDirection): void {
  const rest = Object.entries(stored()).filter(([key]) => key !== lesson);
  const kept = direction === 'target-native' ? rest : [...rest, [lesson, direction] as const];
  writeStorage(
    storageKeys.studyDirections,
    JSON.stringify(Object.fromEntries(kept.slice(-maxLessons))),
  );
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The lesson's chosen direction, re-rendering when it changes. */
export function useStudyDirection(lesson: string): StudyDirection {
  return useSyncExternalStore(
    subscribe,
    () => getStudyDirection(lesson),
    () => 'target-native',
  );
}

/**
 * How one card is really asked: what shows first ('target', 'native' or
 * 'listen'), and why it differs from the direction chosen. A sentence with
 * no translation (its back is word glosses, product §6) has nothing in the
 * learner's language to start from; a card without audio cannot be heard.
 * Both are then asked target first, and say so.
 */
export interface CardWay {
  ask: 'target' | 'native' | 'listen';
  /** The direction the review records (absent: target → native, the default). */
  direction?: 'native-target' | 'listening';
  fallback?: 'noTranslation' | 'noAudio';
}

export function cardWay(
  card: Pick<Flashcard, 'back' | 'audioUrl'>,
  direction: StudyDirection,
): CardWay {
  if (direction === 'native-target') {
    return hasTranslation(card)
      ? { ask: 'native', direction }
      : { ask: 'target', fallback: 'noTranslation' };
  }
  if (direction === 'listening') {
    return card.audioUrl ? { ask: 'listen', direction } : { ask: 'target', fallback: 'noAudio' };
  }
  return { ask: 'target' };
}
