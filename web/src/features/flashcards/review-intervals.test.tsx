import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { testCard, testStory } from '@/test/lesson-fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderApp, userMe } from '@/test/render';

const story = testStory({
  id: 'st_9',
  title: 'Hola.',
  content: 'Hola. Adiós.',
  creditsCharged: 5,
  cardsDone: 2,
});

const card = (id: string, position: number, front: string) =>
  testCard({
    id,
    storyId: 'st_9',
    position,
    front,
    back: front,
    audioUrl: '',
    imageUrl: '',
    videoUrl: '',
  });
const cards = [card('fc_a', 0, 'Hola.'), card('fc_b', 1, 'Adiós.')];
const fresh = { again: 60, hard: 360, good: 600, easy: 8 * 86400 };

function intervalsShown() {
  const bar = screen.getByRole('group', { name: 'How well did you know it?' });
  return within(bar)
    .getAllByTestId('grade-interval')
    .map((el) => el.textContent);
}

describe('review grade intervals', () => {
  it("shows each grade's next interval from the server, and the graded card's new ones next round", async () => {
    const calls = mockApi({
      'GET /api/v1/stories/st_9/flashcards': () => json(200, { story, flashcards: cards }),
      'GET /api/v1/stories/st_9/study-queue': () =>
        json(200, {
          storyId: 'st_9',
          cards: [
            {
              cardId: 'fc_b',
              storyId: 'st_9',
              position: 1,
              group: 'due',
              intervals: { again: 600, hard: 2 * 86400, good: 4 * 86400, easy: 45 * 86400 },
            },
            { cardId: 'fc_a', storyId: 'st_9', position: 0, group: 'new', intervals: fresh },
          ],
        }),
      'POST /api/v1/reviews': (call) => {
        const body = call.body as { cardId: string; grade: number };
        return json(200, {
          grade: body.grade,
          cardId: body.cardId,
          state: 'review',
          due: '2026-11-30T00:00:00Z',
          stability: 8,
          difficulty: 3,
          retrievability: 1,
          reps: 1,
          lapses: 0,
          scheduledDays: 8,
          replayed: false,
          dueToday: { due: 0, new: 0 },
          dueTodayAll: { due: 0, new: 0 },
          intervals: { again: 300, hard: 9 * 86400, good: 20 * 86400, easy: 400 * 86400 },
        });
      },
    });
    renderApp('/flashcards?story=st_9', { me: userMe });
    // The due card comes first in the queue.
    fireEvent.click(await screen.findByRole('button', { name: 'Show answer' }, { timeout: 5000 }));
    expect(intervalsShown()).toEqual(['10m', '2d', '4d', '1.5 mths']);
    fireEvent.click(screen.getByRole('button', { name: /^Easy/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show answer' }));
    expect(intervalsShown()).toEqual(['1m', '6m', '10m', '8d']);
    fireEvent.click(screen.getByRole('button', { name: /^Good/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show answer' }));
    // The card graded Easy now shows what the server said after that grade.
    expect(intervalsShown()).toEqual(['5m', '9d', '20d', '1.1y']);
    await waitFor(() => {
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
    });
  });
});
