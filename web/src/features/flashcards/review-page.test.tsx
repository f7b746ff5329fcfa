import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';

import type { Flashcard } from '@/lib/api/lesson-types';
import { keepGuestLessons, testStory } from '@/test/lesson-fixtures';
import { json, mockApi } from '@/test/mock-api';
import { stubMediaPlayback } from '@/test/media';
import { guestMe, renderApp, userMe } from '@/test/render';

const story = testStory({
  title: 'María va al mercado. Compra pan.',
  titleNative: 'María goes to the market. She buys bread.',
  titlePhonetic: 'maɾˈia βˈa al meɾkˈaðo',
  titleAudioUrl: '/files/audio/title.mp3',
  content: 'María va al mercado. Compra pan.',
  creditsCharged: 32,
  cardsDone: 2,
});

const cards: Flashcard[] = [
  {
    id: 'fc_1',
    storyId: 'st_1',
    position: 0,
    kind: 'sentence',
    front: 'María va al mercado.',
    back: 'María goes to the market.',
    machineDraft: true,
    pronunciation: 'maɾˈia βˈa al meɾkˈaðo',
    audioUrl: '/files/audio/1.mp3',
    imageUrl: '/files/image/1.png',
    videoUrl: '/api/v1/flashcards/fc_1/video',
    hints: [{ word: 'va', lemma: 'ir', pos: 'verb', gloss: 'go', note: 'present, he/she/it' }],
    languagePair: 'spanish_english',
  },
  {
    id: 'fc_2',
    storyId: 'st_1',
    position: 1,
    kind: 'sentence',
    front: 'Compra pan.',
    back: '',
    machineDraft: false,
    pronunciation: 'kˈompɾa pˈan',
    audioUrl: '/files/audio/2.mp3',
    imageUrl: '/files/audio/2.mp3',
    videoUrl: '/api/v1/flashcards/fc_2/video',
    hints: [],
    problems: {
      translate: 'not available for this language pair',
      speak: 'espeak-ng: exit status 1',
    },
    languagePair: 'spanish_english',
  },
];

let play: Mock<() => Promise<void>>;
let pause: Mock<() => void>;

beforeEach(() => {
  ({ play, pause } = stubMediaPlayback());
});

/** The card list is a tab of its own beside the card being studied. */
async function openAllCards() {
  fireEvent.mouseDown(await screen.findByRole('tab', { name: /^All cards/ }));
}

/** Serves lesson st_1 with every card new, in order. */
function mockNewLesson() {
  mockApi({
    'GET /api/v1/stories/st_1/flashcards': () => json(200, { story, flashcards: cards }),
    'GET /api/v1/stories/st_1/study-queue': () =>
      json(200, {
        storyId: 'st_1',
        cards: cards.map((c) => ({
          cardId: c.id,
          storyId: 'st_1',
          position: c.position,
          group: 'new',
        })),
      }),
  });
}

describe('flashcard review page', () => {
  it("shows the story's title and every card with its translation, audio and hints", async () => {
    mockApi({
      'GET /api/v1/stories/st_1/flashcards': () => json(200, { story, flashcards: cards }),
    });
    renderApp('/flashcards?story=st_1', { me: userMe });
    expect(await screen.findByRole('heading', { level: 1, name: story.title })).toBeInTheDocument();
    expect(screen.getByText(story.titleNative ?? '')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play the title' })).toBeInTheDocument();

    await openAllCards();
    const [first, second] = screen.getAllByRole('article');
    if (!first || !second) throw new Error('two cards expected');
    expect(
      within(first).getByRole('heading', { name: 'María va al mercado.' }),
    ).toBeInTheDocument();
    expect(within(first).getByText('María goes to the market.')).toBeInTheDocument();
    expect(within(first).getByText('Machine draft')).toBeInTheDocument();
    expect(first).toHaveTextContent('maɾˈia βˈa al meɾkˈaðo');
    expect(within(first).getByRole('listitem')).toHaveTextContent(
      'va — ir [verb]: go, present, he/she/it',
    );
    expect(
      within(first).getByRole('img', { name: 'Picture for: María va al mercado.' }),
    ).toHaveAttribute('src', '/files/image/1.png');
    expect(first.querySelector('audio')).toHaveAttribute('src', '/files/audio/1.mp3');

    // An .mp3 "image" is ignored (product §6); problems are said plainly.
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    expect(
      within(second).getByText('Translation not available offline for this language pair'),
    ).toBeInTheDocument();
    expect(within(second).getByText('Audio failed: espeak-ng: exit status 1')).toBeInTheDocument();
    expect(document.title).toBe('Flashcard Review · Storyglot');
  });

  it('plays one audio at a time', async () => {
    mockApi({
      'GET /api/v1/stories/st_1/flashcards': () => json(200, { story, flashcards: cards }),
    });
    renderApp('/flashcards?story=st_1', { me: userMe });
    await openAllCards();
    const buttons = await screen.findAllByRole('button', { name: 'Play audio' });
    const second = buttons[1];
    if (!second) throw new Error('a second play button expected');
    fireEvent.click(second);
    const audios = [...document.querySelectorAll('audio')];
    const paused = pause.mock.contexts as HTMLAudioElement[];
    expect(paused).toContain(audios[0]);
    expect(paused).toContain(audios[1]);
    expect(paused).not.toContain(audios[2]);
    expect(play).toHaveBeenCalledOnce();
  });

  it('shows the picture on the card and, with autoplay on, plays each card as it comes', async () => {
    mockNewLesson();
    renderApp('/flashcards?story=st_1', { me: userMe });
    const session = await screen.findByRole('region', { name: 'Study one card at a time' });
    expect(
      within(session).getByRole('img', { name: 'Picture for: María va al mercado.' }),
    ).toHaveAttribute('src', '/files/image/1.png');
    expect(play).not.toHaveBeenCalled();

    const autoplay = within(session).getByRole('checkbox', { name: 'Autoplay audio' });
    fireEvent.click(autoplay);
    expect(window.localStorage.getItem('autoplay')).toBe('on');
    await waitFor(() => {
      expect(play).toHaveBeenCalledTimes(1);
    });
    expect(play.mock.contexts[0]).toHaveAttribute('src', '/files/audio/1.mp3');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => {
      expect(play).toHaveBeenCalledTimes(2);
    });
    expect(play.mock.contexts[1]).toHaveAttribute('src', '/files/audio/2.mp3');
    // The second card's "image" is not a picture: none is shown.
    expect(within(session).queryByRole('img')).not.toBeInTheDocument();
    fireEvent.click(autoplay);
    expect(window.localStorage.getItem('autoplay')).toBe('off');
  });

  it('plays the shown card with P, through its play button', async () => {
    mockNewLesson();
    renderApp('/flashcards?story=st_1', { me: userMe });
    const session = await screen.findByRole('region', { name: 'Study one card at a time' });
    await within(session).findByRole('button', { name: 'Play audio' });
    fireEvent.keyDown(window, { key: 'p' });
    expect(play).toHaveBeenCalledOnce();
    expect(play.mock.contexts[0]).toHaveAttribute('src', '/files/audio/1.mp3');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'P' });
    expect(play).toHaveBeenCalledTimes(2);
    expect(play.mock.contexts[1]).toHaveAttribute('src', '/files/audio/2.mp3');
  });

  it('says so when a story has no flashcards', async () => {
    mockApi({ 'GET /api/v1/stories/st_1/flashcards': () => json(200, { story, flashcards: [] }) });
    renderApp('/flashcards?story=st_1', { me: userMe });
    expect(await screen.findByText('No Flashcards Available')).toBeInTheDocument();
    expect(screen.getByText("This story doesn't have flashcards yet.")).toBeInTheDocument();
  });

  it('says clearly when the story is not found', async () => {
    mockApi({
      'GET /api/v1/stories/nope/flashcards': () =>
        json(404, { status: 404, title: 'Not Found', detail: 'story not found' }),
    });
    renderApp('/flashcards?story=nope', { me: userMe });
    expect(await screen.findByRole('heading', { name: 'Story Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('says so when the study queue cannot be loaded, instead of a spinner for ever', async () => {
    mockApi({
      'GET /api/v1/stories/st_1/flashcards': () => json(200, { story, flashcards: cards }),
      // A 4xx answer is not retried: the error is the page's at once.
      'GET /api/v1/stories/st_1/study-queue': () =>
        json(403, { status: 403, code: 'forbidden', title: 'Forbidden' }),
    });
    renderApp('/flashcards?story=st_1', { me: userMe });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the cards to study. Please try again.',
    );
    expect(screen.queryByText('Loading flashcards...')).toBeNull();
  });

  it("shows a guest's local copy when the session is gone", async () => {
    keepGuestLessons({ story, cards });
    mockApi({
      'GET /api/v1/stories/st_1/flashcards': () =>
        json(401, {
          status: 401,
          title: 'Unauthorized',
          detail: 'Start a guest session or log in first.',
        }),
    });
    renderApp('/flashcards?story=st_1', { me: guestMe });
    expect(await screen.findByRole('heading', { level: 1, name: story.title })).toBeInTheDocument();
    expect(screen.getByText('Shown from the copy saved in this browser.')).toBeInTheDocument();
    await openAllCards();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('without ?story opens the newest lesson, or says there is none', async () => {
    mockApi({
      'GET /api/v1/stories': () => json(200, { stories: [] }),
      'GET /api/v1/stories/st_1/flashcards': () => json(200, { story, flashcards: cards }),
    });
    const { unmount } = renderApp('/flashcards', { me: userMe });
    expect(await screen.findByRole('heading', { name: 'No story yet' })).toBeInTheDocument();
    unmount();

    mockApi({
      'GET /api/v1/stories': () => json(200, { stories: [story] }),
      'GET /api/v1/stories/st_1/flashcards': () => json(200, { story, flashcards: cards }),
    });
    const second = renderApp('/flashcards', { me: userMe });
    expect(await screen.findByRole('heading', { level: 1, name: story.title })).toBeInTheDocument();
    expect(second.router.state.location.search).toBe('?story=st_1');
  });
});
