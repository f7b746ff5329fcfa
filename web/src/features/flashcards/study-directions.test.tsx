import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';

import { testCard, testReviewResult, testStory } from '@/test/lesson-fixtures';
import { expectReview, mockLessonApi, reviewCalls } from '@/test/lesson-api';
import { json, mockApi, type MockCall } from '@/test/mock-api';
import { stubMediaPlayback } from '@/test/media';
import { guestMe, renderApp, userMe } from '@/test/render';

// Decision 0051: the lesson's cards asked target → native, native → target,
// or by ear first; one memory per card, the direction kept with the review.

const story = testStory({
  title: 'Tiene un perro.',
  content: 'Tiene un perro. Compra pan. Vuelve a casa.',
  cardsDone: 3,
});
const cards = [
  testCard({
    id: 'fc_0',
    position: 0,
    front: 'Tiene un perro.',
    back: 'She has a dog.',
    audioUrl: '/files/audio/0.mp3',
  }),
  // Word glosses only (product §6): no translation to start from.
  testCard({
    id: 'fc_1',
    position: 1,
    front: 'Compra pan.',
    back: '',
    audioUrl: '/files/audio/1.mp3',
    glosses: [
      { text: 'Compra', start: 0, end: 6, gloss: 'buys', source: 'dict' },
      { text: 'pan', start: 7, end: 10, gloss: 'bread', source: 'dict' },
    ],
  }),
  testCard({ id: 'fc_2', position: 2, front: 'Vuelve a casa.', back: 'She goes back home.' }),
];
const queue = {
  storyId: 'st_1',
  cards: cards.map((c) => ({ cardId: c.id, storyId: 'st_1', position: c.position, group: 'new' })),
};

function reviewResult(call: MockCall) {
  const body = call.body as { cardId: string; grade?: number; correct?: boolean };
  return json(
    200,
    testReviewResult({ cardId: body.cardId, grade: body.grade ?? (body.correct ? 3 : 1) }),
  );
}

let play: Mock<() => Promise<void>>;
beforeEach(() => {
  ({ play } = stubMediaPlayback());
});

async function choose(name: string) {
  const select = await screen.findByRole('combobox', { name: 'Direction' });
  fireEvent.change(select, {
    target: { value: within(select).getByRole('option', { name }).getAttribute('value') },
  });
}

describe('study directions in Review', () => {
  it('asks from the translation, falls back for glosses, and records the direction', async () => {
    const calls = mockLessonApi({ story, cards, queue, reviewResult });
    renderApp('/flashcards?story=st_1', { me: guestMe });
    const session = await screen.findByRole(
      'region',
      { name: 'Study one card at a time' },
      { timeout: 10_000 },
    );
    expect(within(session).getByText('Tiene un perro.')).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 1, name: 'Tiene un perro.' })).toBeInTheDocument();
    await choose('English → Spanish');
    // The title is the first sentence: now an answer, it waits behind a tap.
    expect(screen.getByRole('heading', { level: 1, name: 'Your lesson' })).toBeInTheDocument();
    expect(
      screen.getByText('Show the title (an answer in this direction)').closest('details'),
    ).not.toHaveAttribute('open');
    // The card on screen, not yet answered, is asked the new way at once.
    expect(within(session).getByText('She has a dog.')).toBeInTheDocument();
    expect(within(session).queryByText('Tiene un perro.')).not.toBeInTheDocument();
    // No target audio before the answer: it would say it.
    expect(within(session).queryByRole('button', { name: 'Play audio' })).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: ' ' });
    expect(within(session).getByText('Tiene un perro.')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '3' });
    await expectReview(calls, 1, { cardId: 'fc_0', grade: 3, direction: 'native-target' });
    expect(JSON.parse(window.localStorage.getItem('studyDirections') ?? '{}')).toEqual({
      st_1: 'native-target',
    });

    // Glosses only: said plainly, shown target first; no gloss line poses as a translation.
    expect(await within(session).findByText('Card 2 of 3')).toBeInTheDocument();
    expect(
      within(session).getByText(
        'No translation of this sentence to start from: shown in Spanish first.',
      ),
    ).toBeInTheDocument();
    expect(within(session).getByText('Compra pan.')).toBeInTheDocument();
    expect(within(session).queryByText(/buys/)).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: '2' });
    await expectReview(calls, 2, { cardId: 'fc_1', grade: 2 });
    expect(reviewCalls(calls)[1]?.body).not.toHaveProperty('direction');
  });

  it('listening first hides the text, plays the audio, and a change applies from the next card once answered', async () => {
    const calls = mockLessonApi({ story, cards, queue, reviewResult });
    renderApp('/flashcards?story=st_1', { me: guestMe });
    const session = await screen.findByRole(
      'region',
      { name: 'Study one card at a time' },
      { timeout: 10_000 },
    );
    play.mockClear();
    await choose('Listening first');
    expect(within(session).queryByText('Tiene un perro.')).not.toBeInTheDocument();
    expect(
      within(session).getByText('Listen: the text shows with the answer.'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(play).toHaveBeenCalledTimes(1);
    });
    fireEvent.keyDown(window, { key: ' ' });
    expect(within(session).getByText('Tiene un perro.')).toBeInTheDocument();
    expect(within(session).getByText('She has a dog.')).toBeInTheDocument();

    // Answered: another choice waits for the next card.
    await choose('Spanish → English');
    expect(within(session).getByText('Tiene un perro.')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '4' });
    await expectReview(calls, 1, { cardId: 'fc_0', grade: 4, direction: 'listening' });
    expect(await within(session).findByText('Card 2 of 3')).toBeInTheDocument();
    expect(within(session).getByText('Compra pan.')).toBeInTheDocument();
  });

  it('says when the browser refused to play, focuses Play, and shows a card without audio', async () => {
    window.localStorage.setItem('studyDirections', JSON.stringify({ st_1: 'listening' }));
    play.mockImplementation(() => Promise.reject(new Error('NotAllowedError')));
    mockLessonApi({ story, cards, queue, reviewResult });
    renderApp('/flashcards?story=st_1', { me: guestMe });
    const session = await screen.findByRole(
      'region',
      { name: 'Study one card at a time' },
      { timeout: 10_000 },
    );
    expect(await within(session).findByRole('alert')).toHaveTextContent(
      'The browser did not play the sound. Press the play button to listen.',
    );
    expect(within(session).getByRole('button', { name: 'Play audio' })).toHaveFocus();

    // fc_2 has no audio: it says so and shows the text.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(within(session).getByText('Card 3 of 3')).toBeInTheDocument();
    expect(
      within(session).getByText('No audio for this card: its text is shown.'),
    ).toBeInTheDocument();
    expect(within(session).getByText('Vuelve a casa.')).toBeInTheDocument();
  });
});

describe('study directions in Test', () => {
  it('native → target asks for the target text, typed and graded against it', async () => {
    window.localStorage.setItem('studyDirections', JSON.stringify({ st_1: 'native-target' }));
    // Test asks only the cards with a translation.
    const calls = mockLessonApi({ story, cards, queue, reviewResult });
    renderApp('/test?story=st_1', { me: guestMe });
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('How do you say this in Spanish?')).toBeInTheDocument();
    // The title (the first sentence) would answer the first question: not shown.
    expect(screen.queryByText('Tiene un perro.', { selector: 'p' })).not.toBeInTheDocument();
    expect(screen.getByText('She has a dog.')).toBeInTheDocument();
    const choices = screen.getByRole('group', { name: 'Choose the Spanish' });
    expect(within(choices).getByRole('button', { name: 'Tiene un perro.' })).toHaveAttribute(
      'lang',
      'es',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Typing' }));
    const input = await screen.findByRole('textbox', { name: 'Type it in Spanish' });
    expect(input).toHaveAttribute('lang', 'es');
    fireEvent.change(input, { target: { value: 'tiene un pero' } });
    fireEvent.submit(input);
    await expectReview(calls, 1, {
      cardId: 'fc_0',
      mode: 'test',
      typedAnswer: 'tiene un pero',
      expected: 'Tiene un perro.',
      direction: 'native-target',
    });
    // A typo within the tolerance: right, with effort (the server grades it Hard).
    expect(screen.getByText(/Tiene un perro\./, { selector: '[role=status] *' })).toBeVisible();
  });

  it('listening first hides the sentence until answered', async () => {
    window.localStorage.setItem('studyDirections', JSON.stringify({ st_1: 'listening' }));
    const calls = mockLessonApi({ story, cards, queue, reviewResult });
    renderApp('/test?story=st_1', { me: guestMe });
    expect(await screen.findByText('Listen: what does it mean?')).toBeInTheDocument();
    expect(screen.queryByText('Tiene un perro.', { selector: 'p' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(play).toHaveBeenCalled();
    });
    const choices = screen.getByRole('group', { name: 'Choose the translation' });
    fireEvent.click(within(choices).getByRole('button', { name: 'She has a dog.' }));
    expect(screen.getByText('Tiene un perro.')).toBeInTheDocument();
    await expectReview(calls, 1, { cardId: 'fc_0', correct: true, direction: 'listening' });
  });
});

describe('study directions in Random', () => {
  it('asks every lesson’s cards from the translation, under Random’s own choice', async () => {
    window.localStorage.setItem(
      'studyDirections',
      JSON.stringify({ random: 'native-target', st_1: 'listening' }),
    );
    const drawn = [
      {
        ...testCard({
          id: 'fc_fr',
          storyId: 'st_2',
          front: 'Le chat dort.',
          back: 'The cat sleeps.',
        }),
        storyTitle: 'Le chat dort.',
        targetLanguage: 'fr',
        nativeLanguage: 'en',
        group: 'new',
      },
    ];
    const calls = mockApi({
      'GET /api/v1/study/random': () => json(200, { cards: drawn }),
      'GET /api/v1/study/due': () => json(200, { total: { due: 0, new: 1 }, stories: [] }),
      'POST /api/v1/reviews': reviewResult,
    });
    renderApp('/random', { me: userMe });
    const session = await screen.findByRole(
      'region',
      { name: 'Study one card at a time' },
      { timeout: 10_000 },
    );
    expect(screen.getByRole('combobox', { name: 'Direction' })).toHaveValue('native-target');
    expect(within(session).getByText('The cat sleeps.').closest('p')).toHaveAttribute('lang', 'en');
    expect(within(session).queryByText('Le chat dort.', { selector: 'p' })).toBeNull();
    fireEvent.keyDown(window, { key: ' ' });
    expect(within(session).getByText('Le chat dort.', { selector: 'p' })).toHaveAttribute(
      'lang',
      'fr',
    );
    fireEvent.keyDown(window, { key: '3' });
    await expectReview(calls, 1, { cardId: 'fc_fr', mode: 'random', direction: 'native-target' });
  });
});
