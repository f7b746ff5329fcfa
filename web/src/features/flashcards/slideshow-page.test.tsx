import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

import { backTime, readingTime, slideTimings } from '@/features/flashcards/utils/slide-timing';
import type { Flashcard } from '@/lib/api/lesson-types';
import { testCard, testStory } from '@/test/lesson-fixtures';
import { json, mockApi } from '@/test/mock-api';
import { stubMediaPlayback } from '@/test/media';
import { guestMe, renderApp } from '@/test/render';

const story = testStory({
  content: 'María va al mercado. Compra pan. Tiene un perro.',
  creditsCharged: 50,
  cardsDone: 3,
});

function card(n: number, front: string, back: string, audio = true): Flashcard {
  return testCard({
    id: `fc_${String(n)}`,
    position: n,
    front,
    back,
    pronunciation: n === 0 ? 'maɾˈia' : '',
    hints: n === 1 ? [{ word: 'pan', gloss: 'bread' }] : [],
    ...(audio ? { audioUrl: `/files/audio/${String(n)}.mp3` } : {}),
  });
}

// Sent out of order: the slideshow follows the story (by position).
const cards = [
  card(1, 'Compra pan.', 'She buys bread.'),
  card(0, 'María va al mercado.', 'María goes to the market.'),
  card(2, 'Tiene un perro.', 'She has a dog.', false),
];

let play: Mock<() => Promise<void>>;
let pause: Mock<() => void>;

beforeEach(() => {
  ({ play, pause } = stubMediaPlayback());
});

afterEach(() => {
  vi.useRealTimers();
});

function lessonApi(flashcards: Flashcard[] = cards) {
  return mockApi({
    'GET /api/v1/stories/st_1/flashcards': () => json(200, { story, flashcards }),
  });
}

/** Opens the slideshow and, once it is shown, switches to fake timers. */
async function openSlideshow() {
  const calls = lessonApi();
  renderApp('/slideshow?story=st_1', { me: guestMe });
  const show = await screen.findByRole('region', { name: 'Slideshow of the cards' });
  vi.useFakeTimers();
  return { calls, show };
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function key(k: string) {
  act(() => {
    fireEvent.keyDown(window, { key: k });
  });
}

/** Lets a rejected or resolved play() promise settle. */
async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('slideshow mode', () => {
  it('plays the cards in story order by itself: front and audio, a pause, the back, the next', async () => {
    const { calls, show } = await openSlideshow();
    expect(screen.getByRole('heading', { level: 1, name: 'Slideshow' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Slideshow' })).toHaveAttribute(
      'href',
      '/slideshow?story=st_1',
    );
    expect(within(show).getByText('Card 1 of 3')).toBeInTheDocument();
    expect(within(show).getByText('María va al mercado.')).toBeInTheDocument();
    expect(within(show).getByText('maɾˈia')).toBeInTheDocument();
    expect(within(show).getByText('Card 1 of 3: María va al mercado.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    const progress = within(show).getByRole('progressbar', { name: 'Slideshow progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(progress).toHaveAttribute('aria-valuemax', '3');

    // Nothing plays before a gesture.
    wait(60_000);
    expect(play).not.toHaveBeenCalled();
    expect(within(show).getByText('Card 1 of 3')).toBeInTheDocument();

    key(' ');
    expect(within(show).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    const audio = show.querySelector('audio');
    expect(audio).toHaveAttribute('src', '/files/audio/0.mp3');
    expect(play.mock.contexts).toEqual([audio]);

    // The front stays while the audio plays; its end starts the pause.
    wait(10_000);
    expect(within(show).queryByText('María goes to the market.')).not.toBeInTheDocument();
    act(() => {
      audio?.dispatchEvent(new Event('ended'));
    });
    wait(slideTimings.thinkMs - 1);
    expect(within(show).queryByText('María goes to the market.')).not.toBeInTheDocument();
    wait(1);
    expect(within(show).getByText('María goes to the market.')).toBeInTheDocument();
    expect(within(show).getByText('Translation: María goes to the market.')).toBeInTheDocument();

    wait(backTime('María goes to the market.'));
    expect(within(show).getByText('Card 2 of 3')).toBeInTheDocument();
    expect(within(show).getByText('Compra pan.')).toBeInTheDocument();
    expect(progress).toHaveAttribute('aria-valuenow', '2');
    expect(show.querySelector('audio')).toHaveAttribute('src', '/files/audio/1.mp3');
    expect(play).toHaveBeenCalledTimes(2);

    // Passive: nothing is recorded.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('pauses with K, moves with the arrows and ends with Restart', async () => {
    const { show } = await openSlideshow();
    key('k');
    key('K');
    expect(within(show).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(pause).toHaveBeenCalled();
    wait(60_000);
    expect(within(show).getByText('Card 1 of 3')).toBeInTheDocument();

    key('ArrowRight');
    expect(within(show).getByText('Card 2 of 3')).toBeInTheDocument();
    key('ArrowLeft');
    expect(within(show).getByText('Card 1 of 3')).toBeInTheDocument();
    fireEvent.click(within(show).getByRole('button', { name: 'Next card' }));
    fireEvent.click(within(show).getByRole('button', { name: 'Next card' }));
    // The last card has no audio: it waits a reading time.
    expect(within(show).getByText('Tiene un perro.')).toBeInTheDocument();
    expect(show.querySelector('audio')).toBeNull();
    fireEvent.click(within(show).getByRole('button', { name: 'Play' }));
    wait(readingTime('Tiene un perro.'));
    wait(slideTimings.thinkMs);
    expect(within(show).getByText('She has a dog.')).toBeInTheDocument();
    wait(backTime('She has a dog.'));

    expect(within(show).getByRole('heading', { name: 'Slideshow finished' })).toBeInTheDocument();
    const restart = within(show).getByRole('button', { name: 'Restart' });
    expect(restart).toHaveFocus();
    expect(within(show).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    fireEvent.click(restart);
    expect(within(show).getByText('Card 1 of 3')).toBeInTheDocument();
    expect(within(show).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('goes on when the audio cannot play, and says so', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('no', 'NotSupportedError')));
    const { show } = await openSlideshow();
    key(' ');
    await settle();
    expect(
      within(show).getByText('The audio could not play; the slideshow goes on without it.'),
    ).toBeInTheDocument();
    wait(readingTime('María va al mercado.'));
    wait(slideTimings.thinkMs);
    wait(backTime('María goes to the market.'));
    expect(within(show).getByText('Card 2 of 3')).toBeInTheDocument();
  });

  it('shows the video at the size of product §9 instead of the audio, falling back to the audio', async () => {
    const { show } = await openSlideshow();
    const toggle = within(show).getByRole('button', { name: 'Show video' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(show.querySelector('video')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const video = show.querySelector('video');
    expect(video).toHaveAttribute('src', '/api/v1/flashcards/fc_0/video');
    expect(video).toHaveClass('w-[337px]', 'h-[416px]', 'md:h-[600px]', 'object-contain');
    expect(video?.muted).toBe(false);
    expect(show.querySelector('audio')).toBeNull();

    key(' ');
    expect(play.mock.contexts).toEqual([video]);
    act(() => {
      video?.dispatchEvent(new Event('error'));
    });
    expect(
      within(show).getByText('The video could not play; the audio plays instead.'),
    ).toBeInTheDocument();
    const audio = show.querySelector('audio');
    expect(audio).not.toBeNull();
    expect(play.mock.contexts).toEqual([video, audio]);
    // V hides the video again.
    key('v');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists its shortcuts with ?', async () => {
    const { show } = await openSlideshow();
    key('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Play or pause')).toBeInTheDocument();
    expect(within(dialog).getByText('Show or hide the video')).toBeInTheDocument();
    // Keys do not reach the slideshow while the dialog is open.
    key('ArrowRight');
    expect(within(show).getByText('Card 1 of 3')).toBeInTheDocument();
  });

  it('says so when the story has no cards', async () => {
    lessonApi([]);
    renderApp('/slideshow?story=st_1', { me: guestMe });
    expect(await screen.findByText('This story has no cards to show.')).toBeInTheDocument();
  });
});
