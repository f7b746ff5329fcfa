import { useSyncExternalStore } from 'react';

import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';

/** The speeds a learner can choose for study audio (issue 29). */
export const playbackRates = [0.5, 0.75, 1, 1.25] as const;
export type PlaybackRate = (typeof playbackRates)[number];

const listeners = new Set<() => void>();

/** The chosen speed (kept in this browser); 1 unless another was chosen. */
export function getPlaybackRate(): PlaybackRate {
  const stored = Number(readStorage(storageKeys.playbackRate));
  return playbackRates.find((r) => r === stored) ?? 1;
}

export function setPlaybackRate(rate: PlaybackRate): void {
  writeStorage(storageKeys.playbackRate, String(rate));
  for (const element of document.querySelectorAll<HTMLMediaElement>('audio, video')) {
    element.playbackRate = rate;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The chosen speed, re-rendering when it changes. */
export function usePlaybackRate(): PlaybackRate {
  return useSyncExternalStore(subscribe, getPlaybackRate, () => 1);
}

/**
 * Plays one audio or video element at the chosen speed after pausing every
 * other one on the page, so sounds never overlap. Rejects like play() does
 * (a missing file, autoplay refused).
 */
export function playExclusively(element: HTMLMediaElement, fromStart = true): Promise<void> {
  for (const other of document.querySelectorAll<HTMLMediaElement>('audio, video')) {
    if (other !== element) other.pause();
  }
  if (fromStart) element.currentTime = 0;
  element.playbackRate = getPlaybackRate();
  return element.play();
}
