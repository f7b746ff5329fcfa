import { afterEach, describe, expect, it } from 'vitest';

import {
  getPlaybackRate,
  playbackRates,
  setPlaybackRate,
} from '@/features/flashcards/utils/playback';
import { storageKeys } from '@/lib/storage-keys';

afterEach(() => {
  window.localStorage.clear();
});

describe('the audio speed', () => {
  it('offers 0.5×, 0.75×, 1× and 1.25×, keeps the choice, and plays every audio at it', () => {
    expect(playbackRates).toEqual([0.5, 0.75, 1, 1.25]);
    expect(getPlaybackRate()).toBe(1);
    const audio = document.createElement('audio');
    document.body.append(audio);
    setPlaybackRate(1.25);
    expect(getPlaybackRate()).toBe(1.25);
    expect(audio.playbackRate).toBe(1.25);
    setPlaybackRate(0.5);
    expect(getPlaybackRate()).toBe(0.5);
    audio.remove();
  });

  it('takes 1× for a speed it does not offer', () => {
    window.localStorage.setItem(storageKeys.playbackRate, '3');
    expect(getPlaybackRate()).toBe(1);
  });
});
