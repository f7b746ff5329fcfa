import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Flashcard } from '@/lib/api/lesson-types';
import { testCard, testStory } from '@/test/lesson-fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderApp, userMe } from '@/test/render';

const story = testStory({
  id: 'st_9',
  title: 'Le chat dort. Der Hund schläft.',
  content: 'Le chat dort. Der Hund schläft.',
  targetLanguage: 'fr',
  languagePair: 'french_english',
  creditsCharged: 32,
  cardsDone: 3,
});

function card(id: string, front: string, back: string, extra: Partial<Flashcard>): Flashcard {
  return testCard({
    id,
    storyId: 'st_9',
    front,
    back,
    machineDraft: true,
    videoUrl: `/api/v1/flashcards/${id}/video`,
    languagePair: 'french_english',
    ...extra,
  });
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
