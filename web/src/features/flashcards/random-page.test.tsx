import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { localRandomCards, shuffle } from '@/features/flashcards/api/get-random-cards';
import type { Flashcard } from '@/lib/api/lesson-types';
import { keepGuestLessons, testCard, testReviewResult, testStory } from '@/test/lesson-fixtures';
import { reviewCalls } from '@/test/lesson-api';
import { json, mockApi } from '@/test/mock-api';
import { visitorMe } from '@/lib/session/me';
import { renderApp, userMe } from '@/test/render';

function card(story: string, n: number, front: string, back: string): Flashcard {
  return testCard({
    id: `${story}_fc_${String(n)}`,
    storyId: story,
    position: n,
    front,
    back,
  });
}

const drawn = [
  {
    ...card('st_1', 2, 'Vuelve a casa.', 'She goes back home.'),
    storyTitle: 'María va al mercado.',
    targetLanguage: 'es',
    nativeLanguage: 'en',
    group: 'due',
  },
  {
    ...card('st_2', 0, 'Le chat dort.', 'The cat sleeps.'),
    languagePair: 'french_english',
    storyTitle: 'Le chat dort.',
    targetLanguage: 'fr',
    nativeLanguage: 'en',
    group: 'new',
  },
];

/**
 * The random draw above, the learner's totals before the first answer, and
 * a review that answers `grade` with `left` in all lessons.
 */
function mockRandom(
  total: { due: number; new: number; dueCapped?: boolean },
  grade: number,
  left: { due: number; new: number },
) {
  return mockApi({
    'GET /api/v1/study/random': () => json(200, { cards: drawn }),
    'GET /api/v1/study/due': () => json(200, { total, stories: [] }),
    'POST /api/v1/reviews': (call) =>
      json(
        200,
        testReviewResult({
          cardId: (call.body as { cardId: string }).cardId,
          grade,
          dueToday: { due: 1, new: 3 },
          dueTodayAll: left,
        }),
      ),
  });
}

describe('random mode', () => {
  it('says 1000+ while more cards are due than the total counts, then the count (decision 0058)', async () => {
    mockRandom({ due: 1000, dueCapped: true, new: 7 }, 3, { due: 999, new: 7 });
    renderApp('/random', { me: userMe });
    const session = await screen.findByRole('region', { name: 'Study one card at a time' });
    expect(within(session).getByText('Due today: 1000+ · New: 7')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: '3' });
    expect(await within(session).findByText('Due today: 999 · New: 7')).toBeInTheDocument();
  });

  it('reviews cards drawn from every lesson, due first, counting all lessons', async () => {
    const calls = mockRandom({ due: 1, new: 7 }, 2, { due: 1, new: 6 });
    renderApp('/random', { me: userMe });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Random Mode' }),
    ).toBeInTheDocument();
    const session = await screen.findByRole('region', { name: 'Study one card at a time' });
    expect(within(session).getByText('Due today: 1 · New: 7')).toBeInTheDocument();
    expect(within(session).getByText('Vuelve a casa.')).toHaveAttribute('lang', 'es');
    expect(within(session).getByText('María va al mercado.')).toBeInTheDocument();
    const random = calls.find((c) => c.path === '/api/v1/study/random');
    expect(random).toBeDefined();

    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: '2' });
    expect(await within(session).findByText('Le chat dort.', { selector: 'p' })).toHaveAttribute(
      'lang',
      'fr',
    );
    // The counts of all lessons (dueTodayAll), not of the card's lesson.
    expect(within(session).getByText('Due today: 1 · New: 6')).toBeInTheDocument();
    expect(reviewCalls(calls)[0]?.body).toMatchObject({
      cardId: 'st_1_fc_2',
      mode: 'random',
      grade: 2,
    });

    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: '3' });
    const again = await within(session).findByRole('button', { name: 'Draw new cards' });
    // A user has an account already: no sign-up offer at the end of the round.
    expect(screen.queryByTestId('sign-up-offer')).not.toBeInTheDocument();
    fireEvent.click(again);
    await waitFor(() => {
      expect(calls.filter((c) => c.path === '/api/v1/study/random')).toHaveLength(2);
    });
  });

  it('offers every mode a lesson has, Order opening the newest lesson (not the credits page)', async () => {
    mockApi({
      'GET /api/v1/study/random': () => json(200, { cards: drawn }),
      'GET /api/v1/study/due': () => json(200, { total: { due: 1, new: 7 }, stories: [] }),
      'GET /api/v1/stories': () =>
        json(200, {
          stories: [
            testStory({ id: 'st_old', createdAt: '2026-01-01T00:00:00Z' }),
            testStory({ id: 'st_new', createdAt: '2026-03-01T00:00:00Z' }),
          ],
        }),
    });
    renderApp('/random', { me: userMe });
    const bar = await screen.findByRole('navigation', { name: 'Study modes' });
    const order = await within(bar).findByRole('link', { name: 'Order' });
    expect(order).toHaveAttribute('href', '/order?story=st_new');
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Review', 'Test', 'Missing', 'Order', 'Random', 'Slideshow']);
  });

  it('without a session draws from the lessons in this browser and keeps the answers here', async () => {
    keepGuestLessons({
      story: testStory({ id: 'st_9', title: 'Hola.', content: 'Hola.' }),
      cards: [card('st_9', 0, 'Hola.', 'Hello.')],
    });
    const calls = mockApi({});
    renderApp('/random', { me: visitorMe });
    const session = await screen.findByRole('region', { name: 'Study one card at a time' });
    expect(
      screen.getByText(
        'Drawn from the lessons saved in this browser; your answers are kept here until you sign up.',
      ),
    ).toBeInTheDocument();
    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: '4' });
    expect(
      await within(session).findByRole('button', { name: 'Draw new cards' }),
    ).toBeInTheDocument();
    const kept = JSON.parse(window.localStorage.getItem('guest_reviews') ?? '[]') as unknown[];
    expect(kept).toEqual([
      expect.objectContaining({ cardId: 'st_9_fc_0', mode: 'random', grade: 4 }),
    ]);
    expect(calls.filter((c) => c.path.startsWith('/api/v1/'))).toEqual([]);
  });

  it('says so when there is nothing to draw from', async () => {
    mockApi({
      'GET /api/v1/study/random': () => json(200, { cards: [] }),
      'GET /api/v1/study/due': () => json(200, { total: { due: 0, new: 0 }, stories: [] }),
    });
    renderApp('/random', { me: userMe });
    expect(
      await screen.findByText('You have no lessons to draw from yet. Make one on the home page.'),
    ).toBeInTheDocument();
  });

  it('shuffles with the random source given, keeping every card', () => {
    const values = [0.9, 0.1, 0.5];
    let i = 0;
    const out = shuffle([1, 2, 3, 4], () => values[i++ % values.length] ?? 0);
    expect([...out].sort()).toEqual([1, 2, 3, 4]);
    expect(out).not.toEqual([1, 2, 3, 4]);
    window.localStorage.removeItem('guest_stories');
    expect(localRandomCards()).toEqual([]);
  });
});
