import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ScrollReset } from '@/app/scroll-reset';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: ScrollReset }], {
    initialEntries: [path],
  });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('ScrollReset', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves the page the visit starts on where the visitor scrolled it', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderAt('/about');
    advance(5000);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top at once, after 50 ms and after 200 ms when the path changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderAt('/about');

    await act(() => router.navigate('/stories'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    advance(49);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    advance(1);
    expect(scrollTo).toHaveBeenCalledTimes(2);

    advance(149);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    advance(1);
    expect(scrollTo).toHaveBeenCalledTimes(3);

    advance(5000);
    expect(scrollTo).toHaveBeenCalledTimes(3);
    for (const call of scrollTo.mock.calls) expect(call).toEqual([0, 0]);
  });

  it('does it again on every path change, back to the first one too, but not when only the query changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderAt('/stories');
    advance(200);
    expect(scrollTo).toHaveBeenCalledTimes(0);

    await act(() => router.navigate('/flashcards'));
    advance(200);
    expect(scrollTo).toHaveBeenCalledTimes(3);

    await act(() => router.navigate('/flashcards?card=2'));
    advance(200);
    expect(scrollTo).toHaveBeenCalledTimes(3);

    await act(() => router.navigate('/stories'));
    advance(200);
    expect(scrollTo).toHaveBeenCalledTimes(6);
  });

  it('clears its timers when unmounted', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router, unmount } = renderAt('/map');
    await act(() => router.navigate('/stories'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    unmount();
    advance(1000);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
