import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Flashcard, Story } from '@/lib/guest-stories';
import { json, mockApi } from '@/test/mock-api';
import { renderApp, userMe } from '@/test/render';

const story: Story = {
  id: 'st_9',
  title: 'Le chat dort. Der Hund schläft.',
  content: 'Le chat dort. Der Hund schläft.',
  nativeLanguage: 'en',
  targetLanguage: 'fr',
  languagePair: 'french_english',
  status: 'completed',
  loadingFlashcards: false,
  creditsCharged: 32,
  creditsRefunded: 0,
  cardsDone: 3,
  wrongLanguage: false,
  softTimeoutSeconds: 300,
  hardTimeoutSeconds: 780,
  createdAt: '2026-11-22T05:00:00Z',
};

function card(id: string, front: string, back: string, extra: Partial<Flashcard>): Flashcard {
  return {
    id,
    storyId: 'st_9',
    position: 0,
    kind: 'sentence',
    front,
    back,
    machineDraft: true,
    pronunciation: '',
    videoUrl: `/api/v1/flashcards/${id}/video`,
    hints: [],
    languagePair: 'french_english',
    ...extra,
  };
}

describe('translation labels', () => {
  it('says how each back was made: via Spanish, word by word, or a plain draft', async () => {
    mockApi({
      'GET /api/v1/stories/st_9/flashcards': () =>
        json(200, {
          story,
          flashcards: [
            card('fc_1', 'Le chat dort.', 'The cat sleeps.', { draftVia: 'es' }),
            card('fc_2', 'Der Hund schläft.', 'the dog sleep', { wordByWord: true }),
            card('fc_3', 'El perro duerme.', 'The dog sleeps.', {}),
          ],
        }),
    });
    renderApp('/flashcards?story=st_9', { me: userMe });
    await screen.findByRole('heading', { level: 1, name: story.title });
    // The card list is its own tab, beside the card being studied.
    fireEvent.mouseDown(await screen.findByRole('tab', { name: /^All cards/ }));
    const [viaSpanish, wordByWord, plain] = screen.getAllByRole('article');
    if (!viaSpanish || !wordByWord || !plain) throw new Error('three cards expected');
    expect(within(viaSpanish).getByText('Machine draft via Spanish')).toBeInTheDocument();
    expect(within(wordByWord).getByText('Word by word')).toBeInTheDocument();
    expect(within(wordByWord).getByText(/Not a translation/)).toBeInTheDocument();
    expect(within(wordByWord).queryByText('Machine draft')).not.toBeInTheDocument();
    expect(within(plain).getByText('Machine draft')).toBeInTheDocument();
  });
});
