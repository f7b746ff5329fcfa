import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { queryKeys } from '@/lib/api/query-keys';
import { testCard, testStory } from '@/test/lesson-fixtures';
import { json, mockApi, type MockCall } from '@/test/mock-api';
import { renderApp, userMe } from '@/test/render';

const story = testStory({
  id: 'st_u',
  title: 'Hola.',
  content: 'Hola. Adiós.',
  creditsCharged: 5,
  cardsDone: 2,
});
const card = (id: string, position: number, front: string) =>
  testCard({
    id,
    storyId: 'st_u',
    position,
    front,
    back: front,
    audioUrl: '',
    imageUrl: '',
    videoUrl: '',
  });
const fresh = { again: 60, hard: 360, good: 600, easy: 8 * 86400 };

/** The server: each grade answers with counts one new card fewer; its key can then be undone. */
function server(keep?: string) {
  let left = 2;
  const handlers: Record<string, (call: MockCall) => Response> = {
    'GET /api/v1/stories/st_u/flashcards': () =>
      json(200, { story, flashcards: [card('fc_a', 0, 'Hola.'), card('fc_b', 1, 'Adiós.')] }),
    'GET /api/v1/stories/st_u/study-queue': () =>
      json(200, {
        storyId: 'st_u',
        cards: [
          { cardId: 'fc_a', storyId: 'st_u', position: 0, group: 'new', intervals: fresh },
          { cardId: 'fc_b', storyId: 'st_u', position: 1, group: 'new', intervals: fresh },
        ],
      }),
    'POST /api/v1/reviews': (call) => {
      const body = call.body as { cardId: string; grade: number; idempotencyKey: string };
      left -= 1;
      handlers[`DELETE /api/v1/reviews/${body.idempotencyKey}`] = () => {
        if (keep) return json(409, { title: 'Grade Kept', status: 409, detail: keep });
        left += 1;
        return json(200, {
          cardId: body.cardId,
          grade: body.grade,
          memory: null,
          intervals: fresh,
          dueToday: { due: 0, new: left },
          dueTodayAll: { due: 0, new: left },
        });
      };
      return json(200, {
        grade: body.grade,
        cardId: body.cardId,
        state: 'learning',
        due: '2026-11-30T00:00:00Z',
        stability: 2,
        difficulty: 5,
        retrievability: 1,
        reps: 1,
        lapses: 0,
        scheduledDays: 0,
        replayed: false,
        dueToday: { due: 0, new: left },
        dueTodayAll: { due: 0, new: left },
      });
    },
  };
  return mockApi(handlers);
}

const deletes = (calls: MockCall[]) => calls.filter((c) => c.method === 'DELETE').length;

describe('undo of a grade in Review', () => {
  it('takes grades back with the button and Ctrl+Z, one at a time, to the start of the round', async () => {
    const calls = server();
    const { queryClient } = renderApp('/flashcards?story=st_u', { me: userMe });
    fireEvent.click(await screen.findByRole('button', { name: 'Show answer' }, { timeout: 5000 }));
    expect(screen.queryByRole('button', { name: 'Undo grade' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Good/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show answer' }));
    fireEvent.click(screen.getByRole('button', { name: /^Again/ }));
    await screen.findByText('Due today: 0 · New: 0');

    // The progress page's figures, as a visit to it left them: an undo asks for them again.
    queryClient.setQueryData(queryKeys.study.progress, { kept: true });
    fireEvent.click(screen.getByRole('button', { name: 'Undo grade' }));
    await screen.findByText('Card 2 of 2');
    expect(screen.getByText('Due today: 0 · New: 1')).toBeInTheDocument();
    expect(queryClient.getQueryState(queryKeys.study.progress)?.isInvalidated).toBe(true);
    // The card comes back with its answer shown, to be graded again.
    expect(screen.getByRole('button', { name: /^Again/ })).toBeInTheDocument();

    // The first undo has settled (its button is enabled again) before the
    // next: a Ctrl+Z while one is on its way is not a second one (on a
    // loaded machine the card came back before the undo had settled).
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Undo grade' })).toBeEnabled();
    });
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await screen.findByText('Card 1 of 2');
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Undo grade' })).toBeNull();
    });
    expect(screen.getByText('Due today: 0 · New: 2')).toBeInTheDocument();
    expect(deletes(calls)).toBe(2);
    // Nothing left to take back: Ctrl+Z does nothing.
    fireEvent.keyDown(window, { key: 'z', metaKey: true });
    expect(deletes(calls)).toBe(2);
  });

  it('says why the server keeps a grade, and stays on the next card', async () => {
    server('Only grades given today can be undone.');
    renderApp('/flashcards?story=st_u', { me: userMe });
    fireEvent.click(await screen.findByRole('button', { name: 'Show answer' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: /^Good/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo grade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only grades given today can be undone.',
    );
    expect(screen.getByText('Card 2 of 2')).toBeInTheDocument();
  });
});
