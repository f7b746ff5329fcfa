import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { guestMe, renderApp, testMeta, userMe } from '@/test/render';
import { json, mockApi } from '@/test/mock-api';

const story = {
  id: 'pub_1',
  title: 'Un café, por favor',
  titleNative: 'A Coffee, Please',
  targetLanguage: 'es',
  nativeLanguage: 'en',
  languagePair: 'spanish_english',
  cards: 14,
  publishedAt: '2026-11-24T03:00:00Z',
  back: 'machine-draft',
};

describe('the curated library', () => {
  it('asks a guest to log in, with the wording of product §11', async () => {
    const calls = mockApi({ 'GET /api/v1/meta': () => json(200, testMeta) });
    const { user } = renderApp('/library', { me: guestMe });
    expect(
      await screen.findByText('Authentication required to view curated stories'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/v1/public-stories')).toBe(false);
  });

  it('lists the stories of the chosen pair and adds one once', async () => {
    let added = false;
    const calls = mockApi({
      'GET /api/v1/meta': () => json(200, testMeta),
      'GET /api/v1/public-stories': () =>
        json(200, { stories: [added ? { ...story, myStoryId: 'mine_1' } : story] }),
      'POST /api/v1/public-stories/pub_1/copies': () => {
        added = true;
        return json(201, { storyId: 'mine_1', status: 'completed' });
      },
    });
    const { user } = renderApp('/library?target=es&native=en', { me: userMe });
    const item = await screen.findByRole('listitem', { name: 'Un café, por favor' });
    expect(within(item).getByText('A Coffee, Please')).toBeInTheDocument();
    expect(within(item).getByText(/Flashcards: 14/)).toBeInTheDocument();
    expect(within(item).getByTestId('back-badge')).toHaveTextContent(
      'Machine-drafted translations',
    );
    await user.click(within(item).getByRole('button', { name: 'Add to my stories' }));
    expect(await screen.findByText('Added to your stories')).toBeInTheDocument();
    await waitFor(() => {
      expect(within(item).getByRole('link', { name: 'Study' })).toHaveAttribute(
        'href',
        '/flashcards?story=mine_1',
      );
    });
    const list = calls.find((c) => c.path === '/api/v1/public-stories');
    expect(list).toBeDefined();
    expect(calls.filter((c) => c.path === '/api/v1/public-stories/pub_1/copies')).toHaveLength(1);
  });

  it('previews the cards before adding, each back for what it is, and adds from there', async () => {
    const card = (position: number, front: string, back: string) => ({
      id: `fc_${String(position)}`,
      storyId: 'pub_1',
      position,
      kind: 'sentence',
      front,
      back,
      machineDraft: false,
      pronunciation: '',
      audioUrl: '',
      imageUrl: '',
      hints: [],
      glosses: [],
      languagePair: 'spanish_english',
    });
    const calls = mockApi({
      'GET /api/v1/meta': () => json(200, testMeta),
      'GET /api/v1/public-stories': () => json(200, { stories: [story] }),
      'GET /api/v1/public-stories/pub_1/flashcards': () =>
        json(200, {
          story: { id: 'pub_1', title: story.title, targetLanguage: 'es', nativeLanguage: 'en' },
          flashcards: [
            card(0, 'Un café, por favor.', 'A coffee, please.'),
            { ...card(1, 'café', 'coffee'), kind: 'word' },
          ],
        }),
      'POST /api/v1/public-stories/pub_1/copies': () =>
        json(201, { storyId: 'mine_1', status: 'completed' }),
    });
    const { user } = renderApp('/library?target=es&native=en', { me: userMe });
    const item = await screen.findByRole('listitem', { name: 'Un café, por favor' });
    await user.click(within(item).getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Un café, por favor' });
    const cards = await within(dialog).findByRole('list', { name: "The lesson's sentence cards" });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(1);
    expect(within(cards).getByText('Un café, por favor.')).toBeInTheDocument();
    expect(within(cards).getByText('A coffee, please.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add to my stories' }));
    expect(await screen.findByText('Added to your stories')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/v1/public-stories/pub_1/copies')).toHaveLength(1);
  });

  it("opens on the learner's own pair, and 'Any language' stays a choice", async () => {
    window.localStorage.setItem('preferredTargetLanguage', 'fr');
    window.localStorage.setItem('preferredNativeLanguage', 'de');
    mockApi({
      'GET /api/v1/meta': () => json(200, testMeta),
      'GET /api/v1/public-stories': () => json(200, { stories: [] }),
    });
    const asked = () =>
      vi
        .mocked(fetch)
        .mock.calls.map(([input]) => new URL((input as Request).url))
        .filter((u) => u.pathname === '/api/v1/public-stories')
        .map((u) => u.search);
    const { user } = renderApp('/library', { me: userMe });
    await screen.findByText('No curated stories for this pair yet.');
    expect(asked()).toEqual(['?target=fr&native=de']);
    await user.selectOptions(screen.getByRole('combobox', { name: "I'm learning" }), '');
    await waitFor(() => {
      expect(asked().at(-1)).toBe('');
    });
    window.localStorage.clear();
  });

  it('says so when a pair has no stories yet', async () => {
    mockApi({
      'GET /api/v1/meta': () => json(200, testMeta),
      'GET /api/v1/public-stories': () => json(200, { stories: [] }),
    });
    renderApp('/library?target=ja&native=en', { me: userMe });
    expect(await screen.findByText('No curated stories for this pair yet.')).toBeInTheDocument();
  });

  it('says the share of words known per story and orders by it (product §18)', async () => {
    mockApi({
      'GET /api/v1/meta': () => json(200, testMeta),
      'GET /api/v1/public-stories': () =>
        json(200, {
          stories: [
            { ...story, known: { percent: 30, words: 40, new: 20 } },
            { ...story, id: 'pub_2', title: 'El perro', known: { percent: 85, words: 20, new: 1 } },
          ],
        }),
    });
    const { user } = renderApp('/library?target=es&native=en', { me: userMe });
    await screen.findByRole('listitem', { name: 'El perro' });
    const titles = () =>
      screen
        .getAllByRole('listitem', { name: /./ })
        .map((li) => li.getAttribute('aria-labelledby'));
    expect(titles()).toEqual(['public-story-pub_1', 'public-story-pub_2']);
    expect(screen.getAllByTestId('known-badge').map((b) => b.textContent)).toEqual([
      '30 % known · 20 new words',
      '85 % known · 1 new word',
    ]);
    await user.selectOptions(screen.getByLabelText('Order'), 'Most words known');
    expect(titles()).toEqual(['public-story-pub_2', 'public-story-pub_1']);
  });
});
