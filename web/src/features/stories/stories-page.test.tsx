import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { Flashcard, Story } from '@/lib/api/lesson-types';
import { storageKeys } from '@/lib/storage-keys';
import { testStory } from '@/test/lesson-fixtures';
import { json, mockApi } from '@/test/mock-api';
import { storyPages } from '@/test/story-pages';
import { guestMe, renderApp, userMe } from '@/test/render';

function story(over: Partial<Story>): Story {
  return testStory({
    id: 's1',
    title: 'Ana vive en Sevilla.',
    content: 'Ana vive en Sevilla.',
    cardsDone: 6,
    hardTimeoutSeconds: 600,
    createdAt: '2026-11-20T10:00:00Z',
    ...over,
  });
}

const stories = [
  story({
    id: 's3',
    title: 'Le chat dort.',
    targetLanguage: 'fr',
    languagePair: 'french_english',
    createdAt: '2026-11-22T10:00:00Z',
    cardsDone: 3,
  }),
  story({
    id: 's2',
    title: 'Pedro tiene un perro.',
    status: 'failed',
    creditsRefunded: 21,
    cardsDone: 0,
    createdAt: '2026-11-21T10:00:00Z',
  }),
  story({ id: 's1' }),
];

const due = {
  total: { due: 2, new: 7 },
  stories: [
    { storyId: 's1', title: 'Ana vive en Sevilla.', due: 2, new: 4 },
    { storyId: 's3', title: 'Le chat dort.', due: 0, new: 3 },
  ],
};

function userApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/stories': storyPages(stories),
    'GET /api/v1/study/due': () => json(200, due),
    ...extra,
  });
}

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('missing element');
  return value;
}

afterEach(() => {
  window.localStorage.clear();
});

describe('My Stories', () => {
  it('lists every lesson newest first with pair, cards, status, refund and what is due', async () => {
    userApi();
    renderApp('/stories', { me: userMe });
    const list = await screen.findByRole('list', { name: 'Your lessons' });
    const items = within(list).getAllByRole('listitem', { name: /./ });
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Le chat dort.',
      'Pedro tiene un perro.',
      'Ana vive en Sevilla.',
    ]);
    const ana = must(items[2]);
    expect(within(ana).getByText('Spanish → English')).toBeInTheDocument();
    expect(within(ana).getByText('Cards: 6')).toBeInTheDocument();
    expect(within(ana).getByText('Ready')).toBeInTheDocument();
    expect(within(ana).getByText('Due today: 2 · New: 4')).toBeInTheDocument();
    expect(within(ana).getByRole('link', { name: 'Test' })).toHaveAttribute(
      'href',
      '/test?story=s1',
    );
    expect(within(ana).getByRole('link', { name: 'Anki (.apkg)' })).toHaveAttribute(
      'href',
      '/api/v1/stories/s1/export?format=apkg',
    );
    const failed = must(items[1]);
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(
      within(failed).getByText('The lesson could not be made. 21 credits were refunded.'),
    ).toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export all to Anki' })).toHaveAttribute(
      'href',
      '/api/v1/stories/export?format=apkg',
    );
  });

  it('filters by language pair and searches by title on the server', async () => {
    const calls = userApi();
    const { user } = renderApp('/stories', { me: userMe });
    await screen.findByRole('list', { name: 'Your lessons' });
    const headings = () =>
      within(screen.getByRole('list', { name: 'Your lessons' }))
        .getAllByRole('heading')
        .map((h) => h.textContent);
    await user.selectOptions(screen.getByLabelText('Language pair'), 'French → English');
    await waitFor(() => {
      expect(headings()).toEqual(['Le chat dort.']);
    });
    expect(calls.some((c) => c.query.get('pair') === 'french_english')).toBe(true);
    await user.selectOptions(screen.getByLabelText('Language pair'), '');
    await user.type(screen.getByLabelText('Search by title'), 'PERRO');
    await waitFor(() => {
      expect(headings()).toEqual(['Pedro tiene un perro.']);
    });
    expect(calls.some((c) => c.query.get('q') === 'PERRO')).toBe(true);
    await user.clear(screen.getByLabelText('Search by title'));
    await user.type(screen.getByLabelText('Search by title'), 'zzz');
    expect(await screen.findByText('No lesson matches your search.')).toBeInTheDocument();
    // The count is of every lesson, whatever the filter.
    expect(screen.getByText('Your lessons: 3')).toBeInTheDocument();
  });

  it('says the share of words known per lesson and orders by it (product §18)', async () => {
    userApi({
      'GET /api/v1/stories': storyPages(stories, {
        s1: { percent: 80, words: 20, new: 3 },
        s3: { percent: 25, words: 8, new: 1 },
      }),
    });
    const { user } = renderApp('/stories', { me: userMe });
    const list = await screen.findByRole('list', { name: 'Your lessons' });
    const headings = () =>
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent);
    const ana = must(within(list).getAllByRole('listitem', { name: /Ana vive/ })[0]);
    expect(within(ana).getByTestId('story-known')).toHaveTextContent(
      '80 % of words known · 3 new words',
    );
    await user.selectOptions(screen.getByLabelText('Order'), 'Most words known');
    // The failed lesson has no share: last.
    expect(headings()).toEqual(['Ana vive en Sevilla.', 'Le chat dort.', 'Pedro tiene un perro.']);
    await user.selectOptions(screen.getByLabelText('Order'), 'Fewest words known');
    expect(headings()).toEqual(['Le chat dort.', 'Ana vive en Sevilla.', 'Pedro tiene un perro.']);
    await user.selectOptions(screen.getByLabelText('Order'), 'Newest first');
    expect(headings()).toEqual(['Le chat dort.', 'Pedro tiene un perro.', 'Ana vive en Sevilla.']);
  });

  it('shows 30 lessons at a time and the next ones on request', async () => {
    const many = Array.from({ length: 35 }, (_, i) =>
      story({
        id: `m${String(i)}`,
        title: `Historia ${String(i)}`,
        createdAt: new Date(Date.UTC(2026, 10, 20, 10, 60 - i)).toISOString(),
      }),
    );
    mockApi({
      'GET /api/v1/stories': storyPages(many),
      'GET /api/v1/study/due': () => json(200, { total: { due: 0, new: 0 }, stories: [] }),
    });
    const { user } = renderApp('/stories', { me: userMe });
    const list = await screen.findByRole('list', { name: 'Your lessons' });
    expect(within(list).getAllByRole('heading')).toHaveLength(30);
    expect(screen.getByText('Your lessons: 35')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more stories' }));
    await waitFor(() => {
      expect(within(list).getAllByRole('heading')).toHaveLength(35);
    });
    expect(within(list).getAllByRole('heading').at(-1)).toHaveTextContent('Historia 34');
    expect(screen.queryByRole('button', { name: 'Show more stories' })).not.toBeInTheDocument();
  });

  it('deletes only after the confirmation dialog', async () => {
    let left = stories;
    const calls = mockApi({
      'GET /api/v1/stories': (call) => storyPages(left)(call),
      'GET /api/v1/study/due': () => json(200, due),
      'DELETE /api/v1/stories/s1': () => {
        left = stories.filter((s) => s.id !== 's1');
        return json(204);
      },
    });
    const { user } = renderApp('/stories', { me: userMe });
    const ana = must(
      (await screen.findByRole('heading', { name: 'Ana vive en Sevilla.' })).closest('li'),
    );
    await user.click(within(ana).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this story?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(within(ana).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete story' }),
    );
    await waitFor(() => {
      expect(
        screen.queryByRole('heading', { name: 'Ana vive en Sevilla.' }),
      ).not.toBeInTheDocument();
    });
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/v1/stories/s1',
    ]);
  });

  it('shares a public link that can be revoked', async () => {
    const token = 'a'.repeat(43);
    const calls = userApi({
      'POST /api/v1/stories/s1/shares': () => json(201, { token, url: `/shared/${token}` }),
      [`DELETE /api/v1/shares/${token}`]: () => json(204),
    });
    const { user } = renderApp('/stories', { me: userMe });
    const ana = must(
      (await screen.findByRole('heading', { name: 'Ana vive en Sevilla.' })).closest('li'),
    );
    await user.click(within(ana).getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this story' });
    expect(within(dialog).getByLabelText('Public link')).toHaveValue(
      `${window.location.origin}/shared/${token}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/v1/shares/${token}`)).toBe(
      true,
    );
  });

  it('corrects a card: the new translation is saved and the card shows edited', async () => {
    const card = {
      id: 'c1',
      storyId: 's1',
      position: 0,
      kind: 'sentence',
      front: 'Ana vive en Sevilla.',
      back: 'Ana live in Seville.',
      machineDraft: true,
      pronunciation: '',
      videoUrl: '/api/v1/flashcards/c1/video',
      hints: [],
      languagePair: 'spanish_english',
    };
    const calls = userApi({
      'GET /api/v1/stories/s1/flashcards': () =>
        json(200, { story: stories[2], flashcards: [card] }),
      'PATCH /api/v1/flashcards/c1': (call) =>
        json(200, { ...card, ...(call.body as object), machineDraft: false, edited: true }),
    });
    const { user } = renderApp('/stories', { me: userMe });
    const ana = must(
      (await screen.findByRole('heading', { name: 'Ana vive en Sevilla.' })).closest('li'),
    );
    await user.click(within(ana).getByRole('button', { name: 'Correct cards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the translations' });
    const field = await within(dialog).findByLabelText('Ana vive en Sevilla.');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Ana lives in Seville.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Edited')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      back: 'Ana lives in Seville.',
    });
  });

  it('adds a shared story once after sign-in, then drops the flags from the URL', async () => {
    const token = 'b'.repeat(43);
    const calls = userApi({
      [`POST /api/v1/shared/${token}/accept`]: () => json(201, { storyId: 's1', created: true }),
    });
    const { router } = renderApp(`/stories?publicShare=${token}&autoAccept=true`, { me: userMe });
    expect(await screen.findByText('Shared story added')).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(calls.filter((c) => c.path.endsWith('/accept'))).toHaveLength(1);
  });

  it('asks a guest to sign in before a shared story is added', async () => {
    const token = 'c'.repeat(43);
    const calls = userApi();
    const { user } = renderApp(`/stories?publicShare=${token}&autoAccept=true`, { me: guestMe });
    await user.click(await screen.findByRole('button', { name: 'Log in to add the story' }));
    expect(
      await screen.findByRole('dialog', { name: 'Login to View Your Shared Story!' }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/accept'))).toEqual([]);
  });

  it("shows a guest's lessons kept in this browser, and an empty state leading to the story card", async () => {
    const kept = story({
      id: 'local-1',
      title: 'Mi gato come.',
      createdAt: '2026-11-23T10:00:00Z',
    });
    const cards = [{ id: 'c1' }, { id: 'c2' }] as Flashcard[];
    window.localStorage.setItem(
      storageKeys.guestStories,
      JSON.stringify([
        {
          id: 'local-1',
          created_at: kept.createdAt,
          content: kept.content,
          title: kept.title,
          cards,
          story: kept,
        },
      ]),
    );
    renderApp('/stories');
    const item = must(
      (await screen.findByRole('heading', { name: 'Mi gato come.' })).closest('li'),
    );
    expect(within(item).getByText('Kept in this browser')).toBeInTheDocument();
    expect(within(item).getByText('Cards: 2')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();

    window.localStorage.clear();
    renderApp('/stories', { language: 'de' });
    expect(
      await screen.findAllByRole('heading', { name: 'Noch keine Geschichten' }),
    ).not.toHaveLength(0);
    expect(
      screen.getAllByRole('link', { name: 'Schreib deine erste Geschichte' })[0],
    ).toHaveAttribute('href', '/');
  });
});
