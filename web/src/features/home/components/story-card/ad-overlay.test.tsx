import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

import { AdOverlay } from '@/features/home/components/story-card/ad-overlay';
import { renderWithProviders } from '@/features/home/components/story-card/test-wrapper';
import { json, mockApi } from '@/test/mock-api';

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function mobile(matches: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

let play: Mock<() => Promise<void>>;

beforeEach(() => {
  vi.useFakeTimers();
  play = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: play });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const defaultAd = { videoUrl: '/ads/default-ad.mp4', default: true };

describe('generation ad overlay', () => {
  it("counts down the server's measured time of such a lesson, then hides", async () => {
    mockApi({ 'GET /api/v1/ads/current': () => json(200, defaultAd) });
    const onDone = vi.fn();
    renderWithProviders(<AdOverlay expectedSeconds={10} onDone={onDone} />);
    expect(screen.getByText('Your lesson in about 10 s')).toBeInTheDocument();
    await advance(4000);
    expect(screen.getByText('Your lesson in about 6 s')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Ad progress' })).toHaveAttribute(
      'aria-valuenow',
      '4',
    );
    expect(onDone).not.toHaveBeenCalled();
    await advance(6000);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('a 2 s lesson counts down 2 s, never minutes', async () => {
    mockApi({ 'GET /api/v1/ads/current': () => json(200, defaultAd) });
    const onDone = vi.fn();
    renderWithProviders(<AdOverlay expectedSeconds={2} onDone={onDone} />);
    expect(screen.getByText('Your lesson in about 2 s')).toBeInTheDocument();
    await advance(2000);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('without a measured time: no made-up countdown, the ad stays until the lesson is ready', async () => {
    mockApi({ 'GET /api/v1/ads/current': () => json(200, defaultAd) });
    const onDone = vi.fn();
    renderWithProviders(<AdOverlay expectedSeconds={0} onDone={onDone} />);
    expect(screen.getByText('Your lesson is on its way')).toBeInTheDocument();
    expect(screen.queryByText(/ s$/)).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Ad progress' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    await advance(600_000);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('plays the ad muted, looping on desktop, with a click-to-play fallback', async () => {
    mockApi({ 'GET /api/v1/ads/current': () => json(200, defaultAd) });
    renderWithProviders(<AdOverlay expectedSeconds={30} onDone={vi.fn()} />);
    await advance(50);
    const video = screen.getByLabelText<HTMLVideoElement>('Advertisement', { selector: 'video' });
    expect(video).toHaveAttribute('src', '/ads/default-ad.mp4');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Click to Play Video' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(video.muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
  });

  it('on mobile: a 416 px player, no loop, and "Tap to Play Video" when it ends', async () => {
    mobile(true);
    play.mockImplementation(() => Promise.resolve());
    mockApi({ 'GET /api/v1/ads/current': () => json(200, defaultAd) });
    renderWithProviders(<AdOverlay expectedSeconds={30} onDone={vi.fn()} />);
    await advance(50);
    const video = screen.getByLabelText<HTMLVideoElement>('Advertisement', { selector: 'video' });
    expect(video.loop).toBe(false);
    expect(video.parentElement).toHaveStyle({ height: '416px' });
    expect(screen.queryByRole('button', { name: 'Tap to Play Video' })).not.toBeInTheDocument();
    fireEvent.ended(video);
    expect(screen.getByRole('button', { name: 'Tap to Play Video' })).toBeInTheDocument();
  });

  it('closes on request and reports ad_closed', async () => {
    const calls = mockApi({
      'GET /api/v1/ads/current': () => json(200, defaultAd),
      'POST /api/v1/analytics/events': () => json(204),
    });
    const onDone = vi.fn();
    renderWithProviders(<AdOverlay expectedSeconds={30} onDone={onDone} />);
    await advance(50);
    fireEvent.click(screen.getByRole('button', { name: 'Close ad' }));
    expect(onDone).toHaveBeenCalledOnce();
    await advance(50);
    const event = calls.find((c) => c.path === '/api/v1/analytics/events');
    expect(event?.body).toMatchObject({ eventName: 'ad_closed' });
  });

  it('retries a broken video once from a blob', async () => {
    const createObjectURL = vi.fn(() => 'blob:ad-1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const calls = mockApi({
      'GET /api/v1/ads/current': () => json(200, defaultAd),
      'GET /ads/default-ad.mp4': () => new Response('mp4', { status: 200 }),
    });
    renderWithProviders(<AdOverlay expectedSeconds={30} onDone={vi.fn()} />);
    await advance(50);
    const video = screen.getByLabelText<HTMLVideoElement>('Advertisement', { selector: 'video' });
    fireEvent.error(video);
    await advance(50);
    expect(calls.map((c) => c.path)).toContain('/ads/default-ad.mp4');
    expect(video).toHaveAttribute('src', 'blob:ad-1');
    fireEvent.error(video);
    await advance(50);
    expect(calls.filter((c) => c.path === '/ads/default-ad.mp4')).toHaveLength(1);
  });

  it('shows the external link of an ad that has one', async () => {
    mockApi({
      'GET /api/v1/ads/current': () =>
        json(200, {
          videoUrl: '/files/ads/club.mp4',
          default: false,
          linkUrl: 'https://comedy.example/tickets',
          linkLabel: 'BOOK NOW',
        }),
    });
    renderWithProviders(<AdOverlay expectedSeconds={30} onDone={vi.fn()} />);
    await advance(50);
    const link = screen.getByRole('link', { name: 'BOOK NOW' });
    expect(link).toHaveAttribute('href', 'https://comedy.example/tickets');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
