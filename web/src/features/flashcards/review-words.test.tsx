import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { testCard, testStory } from '@/test/lesson-fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderApp, userMe } from '@/test/render';

const card = testCard({
  back: '',
  glosses: [
    { text: 'María', start: 0, end: 5, pos: 'propn' },
    { text: 'va', start: 6, end: 8, lemma: 'ir', pos: 'verb', gloss: 'goes' },
    { text: 'al', start: 9, end: 11, lemma: 'a', pos: 'prep', gloss: 'to the' },
    { text: 'mercado', start: 12, end: 19, lemma: 'mercado', pos: 'noun', gloss: 'market' },
  ],
});

function mockLesson() {
  return mockApi({
    'GET /api/v1/stories/st_1/flashcards': () =>
      json(200, { story: testStory(), flashcards: [card] }),
    'GET /api/v1/stories/st_1/study-queue': () =>
      json(200, {
        storyId: 'st_1',
        cards: [{ cardId: 'fc_1', storyId: 'st_1', position: 0, group: 'new' }],
      }),
    'GET /api/v1/stories/st_1/words': () =>
      json(200, {
        language: 'es',
        words: [],
        share: { words: 3, known: 0, learning: 0, ignored: 0, percent: 0, newWords: [] },
      }),
    'PUT /api/v1/words': (call) => json(200, { language: 'es', ...(call.body as object) }),
  });
}

describe("a review card's sentence (product §18)", () => {
  it('has tappable words only once the card is turned, and they keep the study keys apart', async () => {
    const calls = mockLesson();
    const { user } = renderApp('/flashcards?story=st_1', { me: userMe });
    const session = await screen.findByRole('region', { name: 'Study one card at a time' });
    await within(session).findByText('María va al mercado.');
    // Before the answer: no word gives its gloss away.
    expect(within(session).queryByRole('button', { name: /mercado/ })).not.toBeInTheDocument();

    await user.click(within(session).getByRole('button', { name: 'Show answer' }));
    const word = await within(session).findByRole('button', { name: 'mercado, new word' });
    await user.click(word);
    const details = await screen.findByRole('dialog', { name: 'mercado' });
    expect(within(details).getByText('market')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Learning' }));
    await waitFor(() => {
      expect(calls.some((c) => c.method === 'PUT')).toBe(true);
    });
    await user.keyboard('{Escape}');
    // An arrow on a word moves among the words, not to the next card.
    await user.keyboard('{ArrowLeft}');
    expect(within(session).getByRole('button', { name: 'al, new word' })).toHaveFocus();
    expect(within(session).getByText('Card 1 of 1')).toBeInTheDocument();
  });
});
