import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { queryKeys } from '@/lib/api/query-keys';
import { json, mockApi } from '@/test/mock-api';
import { guestMe, renderApp, userMe } from '@/test/render';

const due = {
  total: { due: 5, new: 12 },
  stories: [
    { storyId: 'st_1', title: 'María va al mercado.', due: 1, new: 4 },
    { storyId: 'st_2', title: 'Le chat dort.', due: 4, new: 0 },
    { storyId: 'st_3', title: 'Done already.', due: 0, new: 0 },
  ],
};

const progress = {
  day: '2026-11-24',
  goal: 10,
  answered: 3,
  goalMet: false,
  goalCredits: 5,
  streak: 2,
  streakDays: 7,
  streakCredits: 20,
  earnedToday: 0,
};

/** Whether `a` comes before `b` in the page. */
function before(a: Element, b: Element): boolean {
  return Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
}

describe('the home of a returning learner opens on what is due today', () => {
  it('shows a user the due and new counts, the goal, the streak and Study now, before the form', async () => {
    mockApi({
      'GET /api/v1/study/due': () => json(200, due),
      'GET /api/v1/earned-credits': () => json(200, progress),
    });
    renderApp('/', { me: userMe });
    const today = await screen.findByRole('region', { name: 'Due today' });
    expect(within(today).getByTestId('home-due')).toHaveTextContent('5');
    expect(within(today).getByText('New cards waiting: 12')).toBeInTheDocument();
    const bar = await within(today).findByRole('progressbar', { name: '3 of 10 cards today' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(within(today).getByText('Days in a row: 2')).toBeInTheDocument();
    const study = within(today).getByRole('link', { name: 'Study now' });
    expect(study).toHaveAttribute('href', '/random');
    expect(before(today, screen.getByRole('heading', { name: 'Transform Your Story' }))).toBe(true);
    // The goal is shown once: the earn card below keeps only its rule.
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Study now' })).toHaveLength(1);
  });

  it('lists the lessons with the most cards left, each a way into its own study', async () => {
    mockApi({
      'GET /api/v1/study/due': () => json(200, due),
      'GET /api/v1/earned-credits': () => json(200, progress),
    });
    renderApp('/', { me: userMe });
    const card = await screen.findByRole('region', { name: 'Lessons with the most cards due' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Le chat dort.4 due · 0 new', 'María va al mercado.1 due · 4 new']);
    expect(within(card).getByRole('link', { name: 'Le chat dort.' })).toHaveAttribute(
      'href',
      '/flashcards?story=st_2',
    );
  });

  it('tells a guest in one line that signing up keeps a streak, and asks for no progress', async () => {
    const calls = mockApi({ 'GET /api/v1/study/due': () => json(200, due) });
    const { user } = renderApp('/', { me: guestMe });
    const today = await screen.findByRole('region', { name: 'Due today' });
    expect(within(today).getByText(/Guests keep no streak\./)).toBeInTheDocument();
    expect(within(today).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(today).getByRole('link', { name: 'Study now' })).toHaveAttribute(
      'href',
      '/random',
    );
    expect(calls.some((c) => c.path === '/api/v1/earned-credits')).toBe(false);
    await user.click(within(today).getByRole('button', { name: 'Sign up to keep one' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('tab', { name: 'Register', selected: true }),
    ).toBeInTheDocument();
  });

  it('says all is done, without Study now, when nothing is left today', async () => {
    mockApi({
      'GET /api/v1/study/due': () =>
        json(200, { total: { due: 0, new: 0 }, stories: [{ ...due.stories[2] }] }),
    });
    renderApp('/', { me: guestMe });
    const today = await screen.findByRole('region', { name: 'Due today' });
    expect(within(today).getByTestId('home-due')).toHaveTextContent('0');
    expect(within(today).getByText(/All done for today/)).toBeInTheDocument();
    expect(within(today).queryByRole('link', { name: 'Study now' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Lessons with the most cards due' }),
    ).not.toBeInTheDocument();
  });

  it('says 1000+ when more cards are due than the total counts (decision 0058)', async () => {
    mockApi({
      'GET /api/v1/study/due': () =>
        json(200, { ...due, total: { due: 1000, dueCapped: true, new: 12 } }),
      'GET /api/v1/earned-credits': () => json(200, progress),
    });
    renderApp('/', { me: userMe });
    const today = await screen.findByRole('region', { name: 'Due today' });
    expect(within(today).getByTestId('home-due')).toHaveTextContent(/^1000\+$/);
  });

  it('leaves a first-timer (no lesson yet) on the form, with no today panel', async () => {
    const calls = mockApi({
      'GET /api/v1/study/due': () => json(200, { total: { due: 0, new: 0 }, stories: [] }),
    });
    const { queryClient } = renderApp('/', { me: guestMe });
    expect(
      await screen.findByRole('heading', { name: 'Transform Your Story' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(queryClient.getQueryState(queryKeys.study.due)?.status).toBe('success');
    });
    expect(calls.some((c) => c.path === '/api/v1/study/due')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Due today' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Study now' })).not.toBeInTheDocument();
  });
});

describe('the story form says how much of a story being typed is known', () => {
  it('shows a guest the share known under the text, once typing pauses', async () => {
    const calls = mockApi({
      'POST /api/v1/words/share': () =>
        json(200, {
          words: 10,
          known: 6,
          learning: 1,
          ignored: 0,
          percent: 60,
          newWords: ['mercado', 'pan', 'queso'],
        }),
    });
    const { user } = renderApp('/', { me: guestMe });
    await user.type(await screen.findByRole('textbox', { name: 'Your story' }), 'Voy al mercado.');
    expect(await screen.findByText('60 % of its words known · 3 new')).toBeInTheDocument();
    expect(screen.getByText('mercado, pan, queso')).toHaveAttribute('lang', 'es');
    expect(calls.filter((c) => c.path === '/api/v1/words/share')).toHaveLength(1);
  });
});
