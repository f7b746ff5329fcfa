import { vi, type Mock } from 'vitest';

/** Stubs audio and video playback (jsdom has none): play resolves, pause does nothing. */
export function stubMediaPlayback(): { play: Mock<() => Promise<void>>; pause: Mock<() => void> } {
  const play = vi.fn(() => Promise.resolve());
  const pause = vi.fn();
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: play });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: pause });
  return { play, pause };
}
