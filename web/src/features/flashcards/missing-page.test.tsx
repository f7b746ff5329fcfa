import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

import type { Flashcard } from '@/lib/api/lesson-types';
import { testCard, testReviewResult, testStory } from '@/test/lesson-fixtures';
import { expectReview, mockLessonApi, reviewCalls } from '@/test/lesson-api';
import { json, mockApi, type MockCall } from '@/test/mock-api';
import { stubMediaPlayback } from '@/test/media';
import { guestMe, renderApp } from '@/test/render';

const story = testStory({
  content: 'María va al mercado. Compra pan fresco. Vuelve a casa. Tiene un perro.',
  creditsCharged: 60,
  cardsDone: 5,
});

function card(
  n: number,
  front: string,
  back: string,
  hints: Flashcard['hints'],
  kind: Flashcard['kind'] = 'sentence',
): Flashcard {
  return testCard({
    id: `fc_${String(n)}`,
    position: n,
    kind,
    front,
    back,
    hints,
    audioUrl: `/files/audio/${String(n)}.mp3`,
  });
}

// Nouns and verbs first, longest first: the gaps are mercado, pan, Vuelve, Tiene (a tie with perro, broken by the card id).
const cards = [
  card(0, 'María va al mercado.', 'María goes to the market.', [
    { word: 'va', lemma: 'ir', pos: 'verb', gloss: 'goes' },
    { word: 'mercado', pos: 'noun', gloss: 'market' },
  ]),
  card(1, 'Compra pan fresco.', 'She buys fresh bread.', [
    { word: 'pan', pos: 'noun', gloss: 'bread' },
    { word: 'fresco', pos: 'adj', gloss: 'fresh' },
  ]),
  card(2, 'Vuelve a casa.', 'She goes back home.', [
    { word: 'Vuelve', lemma: 'volver', pos: 'verb', gloss: 'returns' },
    { word: 'casa', pos: 'noun', gloss: 'house' },
  ]),
  card(3, 'Tiene un perro.', 'She has a dog.', [
    { word: 'Tiene', lemma: 'tener', pos: 'verb', gloss: 'has' },
    { word: 'perro', pos: 'noun', gloss: 'dog' },
  ]),
  // A word card: no question of its own.
  card(4, 'mercado', 'market', [{ word: 'mercado', pos: 'noun', gloss: 'market' }], 'word'),
];

const queue = {
  storyId: 'st_1',
  cards: cards.map((c) => ({ cardId: c.id, storyId: 'st_1', position: c.position, group: 'new' })),
};

function reviewResult(call: MockCall) {
  const body = call.body as { cardId: string; correct?: boolean };
  return json(
    200,
    testReviewResult({
      cardId: body.cardId,
      grade: body.correct ? 3 : 1,
      dueToday: { due: 0, new: 3 },
      dueTodayAll: { due: 0, new: 3 },
    }),
  );
}

function lessonApi() {
  return mockLessonApi({ story, cards, queue, reviewResult });
}

const reviews = (calls: MockCall[]) => reviewCalls(calls).map((c) => c.body);

let play: Mock<() => Promise<void>>;
beforeEach(() => {
  // The round's seed (choices and their places) is random; fixed here.
  vi.spyOn(Math, 'random').mockReturnValue(0);
  ({ play } = stubMediaPlayback());
});

async function question(n: number) {
  expect(await screen.findByText(`Sentence ${String(n)} of 4`)).toBeInTheDocument();
  return screen.getByRole('region', { name: 'Fill in the missing word' });
}

describe('missing-word mode', () => {
  it('blanks a content word; answered by choosing, with a retry, the audio and a score', async () => {
    const calls = lessonApi();
    renderApp('/missing?story=st_1', { me: guestMe });
    let session = await question(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Missing Word' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order' })).toHaveAttribute(
      'href',
      '/order?story=st_1',
    );

    // The gap replaces "mercado"; the translation is the clue.
    const sentence = within(session).getByText(/^María va al/);
    expect(sentence).toHaveTextContent('María va al (blank).');
    expect(sentence).not.toHaveTextContent('mercado');
    expect(within(session).getByText('María goes to the market.')).toBeInTheDocument();

    // Four choices, words of the lesson, each reachable by its number.
    const group = within(session).getByRole('group', { name: 'Choose the missing word' });
    const choices = within(group).getAllByRole('button');
    expect(choices.map((b) => b.textContent.slice(1)).sort()).toEqual(
      ['casa', 'mercado', 'pan', 'perro'].sort(),
    );
    const keyOf = (word: string) =>
      within(group).getByRole('button', { name: word }).getAttribute('aria-keyshortcuts') ?? '';

    // A wrong key first: one more try, that choice ruled out.
    fireEvent.keyDown(window, { key: keyOf('perro') });
    expect(within(session).getByRole('status')).toHaveTextContent('Not quite. Try once more.');
    // Ruled out: disabled, marked ✗ and named so, not by colour alone.
    expect(within(group).getByRole('button', { name: /^perro\s?\(wrong\)$/ })).toBeDisabled();
    expect(within(group).getByRole('button', { name: /^perro\s?\(wrong\)$/ })).toHaveTextContent(
      '✗',
    );
    expect(reviews(calls)).toHaveLength(0);

    // Then the right one, by its key: right, but not on the first try, and said so.
    fireEvent.keyDown(window, { key: keyOf('mercado') });
    expect(within(session).getByRole('status')).toHaveTextContent(
      '✓ Right on the second try: mercado. It counts as Hard, so the card comes back sooner.',
    );
    expect(within(session).getByText('mercado', { selector: 'mark' })).toBeInTheDocument();
    await expectReview(calls, 1, {
      cardId: 'fc_0',
      mode: 'missing',
      correct: true,
      wrongTries: 1,
      hintUsed: false,
    });
    expect(reviews(calls)[0]).not.toHaveProperty('typedAnswer');
    expect(typeof (reviews(calls)[0] as { durationMs: unknown }).durationMs).toBe('number');
    // The sentence plays once answered; Next has focus.
    expect(play).toHaveBeenCalledOnce();
    expect(within(session).getByRole('button', { name: 'Play the sentence' })).toBeInTheDocument();
    expect(within(session).getByRole('group', { name: 'Audio speed' })).toBeInTheDocument();
    expect(within(session).getByRole('button', { name: 'Next sentence' })).toHaveFocus();

    // Enter (outside a control) goes on.
    fireEvent.keyDown(document.body, { key: 'Enter' });
    session = await question(2);

    // 2: a hint, then two wrong picks: the answer is shown, wrong.
    fireEvent.click(within(session).getByRole('button', { name: 'Show hint' }));
    expect(within(session).getByText(/It starts with “p”/)).toHaveTextContent('It means: bread');
    const group2 = within(session).getByRole('group', { name: 'Choose the missing word' });
    const wrong = within(group2)
      .getAllByRole('button')
      .filter((b) => b.textContent.slice(1) !== 'pan');
    const [first, second] = wrong;
    if (!first || !second) throw new Error('two wrong choices expected');
    fireEvent.click(first);
    fireEvent.click(second);
    expect(within(session).getByRole('status')).toHaveTextContent(
      'Not quite. The missing word is: pan',
    );
    await expectReview(calls, 2, {
      cardId: 'fc_1',
      mode: 'missing',
      correct: false,
      wrongTries: 2,
      hintUsed: true,
    });
    fireEvent.click(within(session).getByRole('button', { name: 'Next sentence' }));

    // 3 and 4: right at once.
    session = await question(3);
    fireEvent.click(within(session).getByRole('button', { name: 'Vuelve' }));
    fireEvent.click(within(session).getByRole('button', { name: 'Next sentence' }));
    session = await question(4);
    fireEvent.click(within(session).getByRole('button', { name: 'Tiene' }));
    fireEvent.click(within(session).getByRole('button', { name: 'See the score' }));

    // First tries count: the second-try right is missed too.
    expect(await screen.findByText('2 right on the first try out of 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Missed sentences' })).toBeInTheDocument();
    expect(screen.getByText('pan', { selector: 'mark' })).toBeInTheDocument();
    await waitFor(() => {
      expect(reviews(calls)).toHaveLength(4);
    });

    fireEvent.click(screen.getByRole('button', { name: 'Retry missed' }));
    // The retry has the second-try sentence and the wrong one.
    expect(await screen.findByText('Sentence 1 of 2')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Fill in the missing word' })).getByText(
        /^María va al/,
      ),
    ).toHaveTextContent('María va al (blank).');

    // ? lists the shortcuts.
    fireEvent.keyDown(window, { key: '?' });
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('answers by typing: a wrong try, then Enter checks the right word', async () => {
    const calls = lessonApi();
    const { user } = renderApp('/missing?story=st_1', { me: guestMe });
    const session = await question(1);

    // The learner switches to typing; the choice is kept for the next sentence.
    await user.click(within(session).getByRole('button', { name: 'Type' }));
    expect(within(session).getByRole('button', { name: 'Type' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const input = within(session).getByRole('textbox', { name: 'Type the missing word' });
    // A number key types into the box rather than choosing.
    await user.click(input);
    await user.keyboard('1');
    expect(input).toHaveValue('1');
    expect(reviews(calls)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'mercados del{Enter}');
    expect(within(session).getByRole('status')).toHaveTextContent('Not quite. Try once more.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(reviews(calls)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'MERCADO{Enter}');
    expect(within(session).getByRole('status')).toHaveTextContent('Right on the second try');
    await expectReview(calls, 1, {
      cardId: 'fc_0',
      mode: 'missing',
      correct: true,
      wrongTries: 1,
      hintUsed: false,
      typedAnswer: 'MERCADO',
      expected: 'mercado',
    });
    expect(within(session).getByRole('button', { name: 'Next sentence' })).toHaveFocus();
    await user.keyboard('{Enter}');

    // Still typing, focus in the box; two wrong tries show the word.
    const next = await within(session).findByRole('textbox', { name: 'Type the missing word' });
    expect(await screen.findByText('Sentence 2 of 4')).toBeInTheDocument();
    await waitFor(() => {
      expect(next).toHaveFocus();
    });
    await user.keyboard('pam{Enter}');
    expect(within(session).getByRole('status')).toHaveTextContent('Not quite. Try once more.');
    await user.clear(next);
    await user.keyboard('pa{Enter}');
    expect(within(session).getByRole('status')).toHaveTextContent(
      'Not quite. The missing word is: pan',
    );
    await expectReview(calls, 2, {
      cardId: 'fc_1',
      correct: false,
      wrongTries: 2,
      typedAnswer: 'pa',
      expected: 'pan',
    });
    await user.keyboard('{Enter}');

    // A typo is forgiven (the server grades it Hard), with the right spelling shown.
    await screen.findByText('Sentence 3 of 4');
    await user.keyboard('Vuelbe{Enter}');
    expect(within(session).getByRole('status')).toHaveTextContent(
      'Almost! Mind the spelling: Vuelve',
    );
    await expectReview(calls, 3, {
      cardId: 'fc_2',
      correct: true,
      wrongTries: 0,
      typedAnswer: 'Vuelbe',
      expected: 'Vuelve',
    });
  });

  it('says so when no sentence has a word to blank', async () => {
    mockApi({
      'GET /api/v1/stories/st_1/flashcards': () =>
        json(200, { story, flashcards: [card(0, '¡Hola!', 'Hello!', [])] }),
      'GET /api/v1/stories/st_1/study-queue': () =>
        json(200, {
          storyId: 'st_1',
          cards: [{ cardId: 'fc_0', storyId: 'st_1', position: 0, group: 'new' }],
        }),
    });
    renderApp('/missing?story=st_1', { me: guestMe });
    expect(
      await screen.findByText('This lesson has no sentences with a word to fill in yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Study modes' })).toBeInTheDocument();
  });
});
