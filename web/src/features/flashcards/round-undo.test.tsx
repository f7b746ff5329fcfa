import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Flashcard } from '@/lib/api/lesson-types';
import { readGuestReviews } from '@/lib/guest-reviews';
import { storageKeys } from '@/lib/storage-keys';
import { testCard, testReviewResult, testStory } from '@/test/lesson-fixtures';
import { json, mockApi, type MockCall } from '@/test/mock-api';
import { stubMediaPlayback } from '@/test/media';
import { guestMe, renderApp } from '@/test/render';

// Undo in the modes that grade answers (decision 0052): Test, Missing and Order.

const story = testStory({
  content: 'María va al mercado. Tiene un perro.',
  creditsCharged: 30,
  cardsDone: 2,
});
const card = (n: number, front: string, back: string, hints: Flashcard['hints']) =>
  testCard({ id: `fc_${String(n)}`, position: n, front, back, hints, audioUrl: '' });
const cards = [
  card(0, 'María va al mercado.', 'María goes to the market.', [
    { word: 'mercado', pos: 'noun', gloss: 'market' },
  ]),
  card(1, 'Tiene un perro.', 'She has a dog.', [{ word: 'perro', pos: 'noun', gloss: 'dog' }]),
];
const queue = {
  storyId: 'st_1',
  cards: cards.map((c) => ({ cardId: c.id, storyId: 'st_1', position: c.position, group: 'new' })),
};

/** The lesson's server: each answer's key can be undone once (or is kept, with `keep`'s words). */
function server(keep?: string) {
  const handlers: Record<string, (call: MockCall) => Response> = {
    'GET /api/v1/stories/st_1/flashcards': () => json(200, { story, flashcards: cards }),
    'GET /api/v1/stories/st_1/study-queue': () => json(200, queue),
    'POST /api/v1/reviews': (call) => {
      const body = call.body as { cardId: string; idempotencyKey: string };
      const path = `DELETE /api/v1/reviews/${body.idempotencyKey}`;
      let undone = false;
      handlers[path] = () => {
        if (keep) return json(409, { title: 'Grade Kept', status: 409, detail: keep });
        if (undone) return json(404, { title: 'Not Found', status: 404 });
        undone = true;
        return json(200, {
          cardId: body.cardId,
          grade: 3,
          memory: null,
          intervals: { again: 60, hard: 360, good: 600, easy: 691200 },
          dueToday: { due: 0, new: 2 },
          dueTodayAll: { due: 0, new: 2 },
        });
      };
      return json(200, testReviewResult({ cardId: body.cardId }));
    },
  };
  return mockApi(handlers);
}

const posted = (calls: MockCall[]) =>
  calls
    .filter((c) => c.method === 'POST' && c.path === '/api/v1/reviews')
    .map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
const deleted = (calls: MockCall[]) =>
  calls.filter((c) => c.method === 'DELETE').map((c) => c.path.split('/').at(-1));

beforeEach(() => {
  // The round's seed (choices and tiles) is random; fixed here.
  vi.spyOn(Math, 'random').mockReturnValue(0);
  stubMediaPlayback();
});

describe('undo in Test', () => {
  it('takes answers back with the button and Ctrl+Z, asking each question again, to the start', async () => {
    const calls = server();
    renderApp('/test?story=st_1', { me: guestMe });
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo answer' })).toBeNull();
    const choose = () => within(screen.getByRole('group', { name: 'Choose the translation' }));

    // A mis-tap: wrong. Undo asks the same question afresh, and the server hears of it.
    fireEvent.click(choose().getByRole('button', { name: 'She has a dog.' }));
    expect(screen.getByText(/^Not quite/)).toBeInTheDocument();
    await waitFor(() => {
      expect(posted(calls)).toHaveLength(1);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Undo answer' }));
    await waitFor(() => {
      expect(screen.queryByText(/^Not quite/)).toBeNull();
    });
    expect(deleted(calls)).toEqual(posted(calls));
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(choose().getByRole('button', { name: 'She has a dog.' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Undo answer' })).toBeNull();
    // A guest's kept copy of the answer is forgotten too (no sign-up carries it over).
    expect(readGuestReviews(storageKeys.guestReviews)).toEqual([]);

    // Right this time; then the second, and the round's end.
    fireEvent.click(choose().getByRole('button', { name: 'María goes to the market.' }));
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await screen.findByText('Question 2 of 2');
    fireEvent.click(choose().getByRole('button', { name: 'She has a dog.' }));
    await waitFor(() => {
      expect(posted(calls)).toHaveLength(3);
    });
    fireEvent.click(screen.getByRole('button', { name: 'See the score' }));
    expect(await screen.findByText('2 right out of 2')).toBeInTheDocument();

    // From the score: the last question comes back, then (Ctrl+Z) the one before.
    fireEvent.click(screen.getByRole('button', { name: 'Undo answer' }));
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.queryByText('Correct!')).toBeNull();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Undo answer' })).toBeNull();
    });
    const [first, second, third] = posted(calls);
    expect(deleted(calls)).toEqual([first, third, second]);
    // Nothing left to take back: Ctrl+Z does nothing.
    fireEvent.keyDown(window, { key: 'z', metaKey: true });
    expect(deleted(calls)).toHaveLength(3);
  });

  it('says why the server keeps an answer, and keeps it on screen', async () => {
    server('Only the last answer given today can be undone.');
    renderApp('/test?story=st_1', { me: guestMe });
    const group = await screen.findByRole('group', { name: 'Choose the translation' });
    fireEvent.click(within(group).getByRole('button', { name: 'María goes to the market.' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the last answer given today can be undone.',
    );
    expect(screen.getByText('Correct!')).toBeInTheDocument();
  });
});

describe('undo in Missing', () => {
  it('asks the blank again with its tries and hint reset', async () => {
    const calls = server();
    renderApp('/missing?story=st_1', { me: guestMe });
    const session = await screen.findByRole('region', { name: 'Fill in the missing word' });
    const group = () => within(session).getByRole('group', { name: 'Choose the missing word' });
    fireEvent.click(within(session).getByRole('button', { name: 'Show hint' }));
    // A wrong try rules a choice out; the right one on the second try ends the question.
    fireEvent.click(within(group()).getByRole('button', { name: 'perro' }));
    fireEvent.click(within(group()).getByRole('button', { name: 'mercado' }));
    await screen.findByRole('button', { name: 'Next sentence' });
    await waitFor(() => {
      expect(posted(calls)).toHaveLength(1);
    });

    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Next sentence' })).toBeNull();
    });
    expect(deleted(calls)).toEqual(posted(calls));
    expect(screen.getByText('Sentence 1 of 2')).toBeInTheDocument();
    // No choice ruled out, no hint shown: the question as it was first asked.
    expect(within(group()).getByRole('button', { name: 'perro' })).toBeEnabled();
    expect(within(session).getByRole('button', { name: 'Show hint' })).toBeInTheDocument();

    // Right on the first try now: the round counts this answer, not the one taken back.
    fireEvent.click(within(group()).getByRole('button', { name: 'mercado' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next sentence' }));
    await screen.findByText('Sentence 2 of 2');
    fireEvent.click(within(group()).getByRole('button', { name: 'perro' }));
    fireEvent.click(await screen.findByRole('button', { name: 'See the score' }));
    expect(await screen.findByText('2 right on the first try out of 2')).toBeInTheDocument();
  });
});

describe('undo in Order', () => {
  it('gives the words back to the bank and asks the sentence again', async () => {
    const calls = server();
    renderApp('/order?story=st_1', { me: guestMe });
    expect(await screen.findByText('Sentence 1 of 2')).toBeInTheDocument();
    const bank = screen.getByRole('list', { name: 'Word bank' });
    for (const word of ['María', 'va', 'al', 'mercado']) {
      fireEvent.click(within(bank).getByRole('button', { name: word }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status')).toHaveTextContent('Perfect!');
    await waitFor(() => {
      expect(posted(calls)).toHaveLength(1);
    });

    fireEvent.click(screen.getByRole('button', { name: 'Undo answer' }));
    const again = await screen.findByRole('list', { name: 'Word bank' });
    expect(within(again).getAllByRole('button')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();
    expect(screen.getByText('Sentence 1 of 2')).toBeInTheDocument();
    expect(deleted(calls)).toEqual(posted(calls));

    // A wrong order now: the round's score counts it, not the perfect one taken back.
    for (const word of ['va', 'María', 'al', 'mercado']) {
      fireEvent.click(within(again).getByRole('button', { name: word }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next sentence' }));
    const bank2 = await screen.findByRole('list', { name: 'Word bank' });
    for (const word of ['Tiene', 'un', 'perro']) {
      fireEvent.click(within(bank2).getByRole('button', { name: word }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    fireEvent.click(screen.getByRole('button', { name: 'See the score' }));
    expect(await screen.findByText('1 of 2 sentences in the right order')).toBeInTheDocument();
  });
});
