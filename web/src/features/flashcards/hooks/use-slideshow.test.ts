import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

import { useSlideshow } from '@/features/flashcards/hooks/use-slideshow';
import {
  backTime,
  readingTime,
  slideTimings,
  type SlideSource,
  type SlideText,
} from '@/features/flashcards/utils/slide-timing';

const cards: SlideText[] = [
  { front: 'Hola.', back: 'Hello.' },
  { front: 'Compra pan.', back: 'She buys bread.' },
  { front: 'Adiós.', back: 'Goodbye.' },
];

let play: Mock<(source: SlideSource, fromStart: boolean) => Promise<void>>;
let pause: Mock<(source: SlideSource) => void>;

function setup({
  sources = () => [] as SlideSource[],
  rate = 1,
}: { sources?: (i: number) => SlideSource[]; rate?: number } = {}) {
  return renderHook(
    (props: { rate: number; sources: (i: number) => SlideSource[] }) =>
      useSlideshow({ cards, sources: props.sources, rate: props.rate, media: { play, pause } }),
    { initialProps: { rate, sources } },
  );
}

/** Advances the fake clock by `ms` (and lets React apply what the timers did). */
function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useSlideshow', () => {
  it('starts paused and does nothing until played', () => {
    const { result } = setup();
    expect(result.current).toMatchObject({ index: 0, side: 'front', playing: false });
    wait(60_000);
    expect(result.current).toMatchObject({ index: 0, step: 'listen', playing: false });
  });

  it('shows the front for a reading time, pauses, shows the back, then the next card', () => {
    const { result } = setup();
    act(() => {
      result.current.toggle();
    });
    const read = readingTime('Hola.');
    expect(read).toBe(slideTimings.readBaseMs + 5 * slideTimings.readPerCharMs);

    wait(read - 1);
    expect(result.current.step).toBe('listen');
    wait(1);
    expect(result.current).toMatchObject({ step: 'think', side: 'front' });
    wait(slideTimings.thinkMs);
    expect(result.current).toMatchObject({ step: 'back', side: 'back', index: 0 });
    wait(backTime('Hello.') - 1);
    expect(result.current.index).toBe(0);
    wait(1);
    expect(result.current).toMatchObject({ index: 1, step: 'listen', side: 'front' });
    expect(play).not.toHaveBeenCalled();
  });

  it('gives long backs a longer pause, up to a limit', () => {
    expect(backTime('Hi.')).toBe(slideTimings.backBaseMs + 3 * slideTimings.backPerCharMs);
    expect(backTime('x'.repeat(40))).toBeGreaterThan(backTime('Hi.'));
    expect(backTime('x'.repeat(1000))).toBe(slideTimings.backMaxMs);
  });

  it('ends with every card seen, then restarts from the first, playing', () => {
    const { result } = setup();
    act(() => {
      result.current.go(2);
      result.current.toggle();
    });
    wait(readingTime('Adiós.'));
    wait(slideTimings.thinkMs);
    wait(backTime('Goodbye.'));
    expect(result.current).toMatchObject({ done: true, playing: false, index: 3 });
    act(() => {
      result.current.restart();
    });
    expect(result.current).toMatchObject({ done: false, playing: true, index: 0, step: 'listen' });
  });

  it('stops the clock while paused and goes on with the rest of the wait', () => {
    const { result } = setup();
    act(() => {
      result.current.toggle();
    });
    wait(1000);
    act(() => {
      result.current.toggle();
    });
    expect(result.current.playing).toBe(false);
    wait(30_000);
    expect(result.current.step).toBe('listen');
    act(() => {
      result.current.toggle();
    });
    wait(readingTime('Hola.') - 1000 - 1);
    expect(result.current.step).toBe('listen');
    wait(1);
    expect(result.current.step).toBe('think');
  });

  it('moves to the previous and next cards, keeping play or pause', () => {
    const { result } = setup();
    act(() => {
      result.current.next();
    });
    expect(result.current).toMatchObject({ index: 1, step: 'listen', playing: false });
    act(() => {
      result.current.previous();
      result.current.previous();
    });
    expect(result.current.index).toBe(0);
    act(() => {
      result.current.toggle();
    });
    // Half way through the front, next starts the next card's full wait.
    wait(1000);
    act(() => {
      result.current.next();
    });
    expect(result.current).toMatchObject({ index: 1, playing: true });
    wait(readingTime('Compra pan.') - 1);
    expect(result.current.step).toBe('listen');
    wait(1);
    expect(result.current.step).toBe('think');
    // Next from the last card finishes; previous comes back to it.
    act(() => {
      result.current.go(2);
      result.current.next();
    });
    expect(result.current.done).toBe(true);
    act(() => {
      result.current.previous();
    });
    expect(result.current).toMatchObject({ done: false, index: 2 });
  });

  it('stretches every wait by 1/rate at 0.75×', () => {
    const { result } = setup({ rate: 0.75 });
    act(() => {
      result.current.toggle();
    });
    wait(readingTime('Hola.'));
    expect(result.current.step).toBe('listen');
    wait(readingTime('Hola.') / 0.75 - readingTime('Hola.'));
    expect(result.current.step).toBe('think');
    wait(slideTimings.thinkMs);
    expect(result.current.step).toBe('think');
    wait(slideTimings.thinkMs / 0.75 - slideTimings.thinkMs);
    expect(result.current.step).toBe('back');
  });

  it('keeps the waited part when the rate changes mid-step', () => {
    const { result, rerender } = setup({ rate: 1 });
    act(() => {
      result.current.toggle();
    });
    wait(slideTimings.readBaseMs); // 1.5 s of 1.8 s waited at 1×
    rerender({ rate: 0.75, sources: () => [] });
    const left = (readingTime('Hola.') - slideTimings.readBaseMs) / 0.75;
    wait(left - 1);
    expect(result.current.step).toBe('listen');
    wait(1);
    expect(result.current.step).toBe('think');
  });

  it("plays the card's audio and goes on when it ends", () => {
    const { result } = setup({ sources: () => ['audio'] });
    act(() => {
      result.current.toggle();
    });
    expect(play).toHaveBeenCalledWith('audio', true);
    expect(result.current.active).toBe('audio');
    // The front stays while the audio plays, however long past the reading time.
    wait(readingTime('Hola.') * 3);
    expect(result.current.step).toBe('listen');
    act(() => {
      result.current.mediaEnded();
    });
    expect(result.current.step).toBe('think');
    // A late 'ended' does not skip the pause.
    act(() => {
      result.current.mediaEnded();
    });
    expect(result.current.step).toBe('think');
    wait(slideTimings.thinkMs);
    expect(result.current.step).toBe('back');
  });

  it('pauses the audio with the slideshow and resumes it where it was', () => {
    const { result } = setup({ sources: () => ['audio'] });
    act(() => {
      result.current.toggle();
    });
    act(() => {
      result.current.toggle();
    });
    expect(pause).toHaveBeenCalledWith('audio');
    act(() => {
      result.current.toggle();
    });
    expect(play).toHaveBeenLastCalledWith('audio', false);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('goes on after a time-out when the audio never ends', () => {
    const { result } = setup({ sources: () => ['audio'] });
    act(() => {
      result.current.toggle();
    });
    wait(slideTimings.audioTimeoutMs - 1);
    expect(result.current.step).toBe('listen');
    wait(1);
    expect(result.current.step).toBe('think');
  });

  it('still goes on when play() is refused, waiting a reading time instead', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('refused', 'NotAllowedError')));
    const { result } = setup({ sources: () => ['audio'] });
    await act(async () => {
      result.current.toggle();
      await Promise.resolve();
    });
    expect(result.current.failed).toEqual(['audio']);
    expect(result.current.active).toBeNull();
    wait(readingTime('Hola.'));
    expect(result.current.step).toBe('think');
    wait(slideTimings.thinkMs);
    wait(backTime('Hello.'));
    // The next card tries its audio again.
    expect(result.current).toMatchObject({ index: 1, failed: [] });
  });

  it('falls back from a failed video to the audio', async () => {
    const { result } = setup({ sources: () => ['video', 'audio'] });
    act(() => {
      result.current.toggle();
    });
    expect(play).toHaveBeenLastCalledWith('video', true);
    await act(async () => {
      result.current.mediaFailed('video');
      await Promise.resolve();
    });
    expect(result.current.active).toBe('audio');
    expect(play).toHaveBeenLastCalledWith('audio', true);
    act(() => {
      result.current.mediaEnded();
    });
    expect(result.current.step).toBe('think');
  });

  it('ignores a play() cut short by its own pause', async () => {
    let reject: (e: unknown) => void = () => undefined;
    play.mockImplementation(
      () =>
        new Promise((_, r) => {
          reject = r;
        }),
    );
    const { result } = setup({ sources: () => ['audio'] });
    act(() => {
      result.current.toggle();
    });
    act(() => {
      result.current.toggle();
    });
    await act(async () => {
      reject(new DOMException('interrupted', 'AbortError'));
      await Promise.resolve();
    });
    expect(result.current.failed).toEqual([]);
  });
});
