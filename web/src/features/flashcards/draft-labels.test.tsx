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
            card('fc_4', 'Die Katze schnurrt leise.', '', {
              machineDraft: false,
              glosses: [
                { text: 'Die', start: 0, end: 3, gloss: 'the', pos: 'det' },
                {
                  text: 'Katze',
                  start: 4,
                  end: 9,
                  gloss: 'cat',
                  senses: ['cat, feline'],
                  lemma: 'Katze',
                },
                {
                  text: 'schnurrt',
                  start: 10,
                  end: 18,
                  lemma: 'schnurren',
                  pos: 'verb',
                  gloss: 'purr',
                },
                { text: 'leise', start: 19, end: 24 },
              ],
            }),
          ],
        }),
    });
    renderApp('/flashcards?story=st_9', { me: userMe });
    await screen.findByRole('heading', { level: 1, name: story.title });
    // The card list is its own tab, beside the card being studied.
    fireEvent.mouseDown(await screen.findByRole('tab', { name: /^All cards/ }));
    const [viaSpanish, wordByWord, plain, glossed] = screen.getAllByRole('article');
    if (!viaSpanish || !wordByWord || !plain || !glossed) throw new Error('four cards expected');
    expect(within(viaSpanish).getByText('Machine draft via Spanish')).toBeInTheDocument();
    expect(within(wordByWord).getByText('Word by word')).toBeInTheDocument();
    expect(within(wordByWord).getByText(/Not a translation/)).toBeInTheDocument();
    expect(within(wordByWord).queryByText('Machine draft')).not.toBeInTheDocument();
    expect(within(plain).getByText('Machine draft')).toBeInTheDocument();
    // No translator for the pair: the back is each word with its gloss, never a line posing as a sentence.
    expect(within(glossed).getByText('Word glosses · not a translation')).toBeInTheDocument();
    const words = within(glossed).getByRole('list', { name: 'Each word with its gloss' });
    const items = within(words).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Diethe',
      'Katzecat',
      'schnurrtpurr',
      'leise? no gloss',
    ]);
    expect(within(glossed).queryByText('Machine draft')).not.toBeInTheDocument();
    // A tap on a word shows its lemma, part of speech and senses.
    fireEvent.click(within(words).getByRole('button', { name: /schnurrt/ }));
    expect(within(glossed).getByRole('status')).toHaveTextContent('schnurren · verb: purr');
  });
});
