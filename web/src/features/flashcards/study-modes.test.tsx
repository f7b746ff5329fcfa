import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Flashcard } from '@/lib/api/lesson-types';
import { keepGuestLessons, testCard, testReviewResult, testStory } from '@/test/lesson-fixtures';
import { expectReview, mockLessonApi, reviewCalls } from '@/test/lesson-api';
import { json, mockApi, type MockCall } from '@/test/mock-api';
import { guestMe, renderApp } from '@/test/render';

const story = testStory({
  content: 'María va al mercado. Compra pan. Vuelve a casa. Tiene un perro.',
  creditsCharged: 60,
  cardsDone: 4,
});

function card(n: number, front: string, back: string): Flashcard {
  return testCard({
    id: `fc_${String(n)}`,
    position: n,
    front,
    back,
  });
}

const cards = [
  card(0, 'María va al mercado.', 'María goes to the market.'),
  card(1, 'Compra pan.', 'She buys bread.'),
  card(2, 'Vuelve a casa.', 'She goes back home.'),
  card(3, 'Tiene un perro.', 'She has a dog.'),
];

// fc_3 was reviewed and is due; the rest are new.
const queue = {
  storyId: 'st_1',
  cards: [
    { cardId: 'fc_3', storyId: 'st_1', position: 3, group: 'due' },
    { cardId: 'fc_0', storyId: 'st_1', position: 0, group: 'new' },
    { cardId: 'fc_1', storyId: 'st_1', position: 1, group: 'new' },
    { cardId: 'fc_2', storyId: 'st_1', position: 2, group: 'new' },
  ],
};

function reviewResult(call: MockCall) {
  const body = call.body as { cardId: string; grade?: number; correct?: boolean };
  return json(
    200,
    testReviewResult({
      cardId: body.cardId,
      grade: body.grade ?? (body.correct ? 3 : 1),
      dueToday: { due: 1, new: 2 },
      dueTodayAll: { due: 1, new: 2 },
    }),
  );
}

function lessonApi() {
  return mockLessonApi({ story, cards, queue, reviewResult });
}

/** The card list is a tab of its own beside the card being studied. */
async function openAllCards() {
  fireEvent.mouseDown(await screen.findByRole('tab', { name: /^All cards/ }));
}

describe('review mode', () => {
  it('flips with Space and grades with a key, posting the grade', async () => {
    const calls = lessonApi();
    renderApp('/flashcards?story=st_1', { me: guestMe });
    const session = await screen.findByRole('region', { name: 'Study one card at a time' });
    // Due cards first, then new ones.
    expect(within(session).getByText('Tiene un perro.')).toBeInTheDocument();
    expect(within(session).getByText('Card 1 of 4')).toBeInTheDocument();
    expect(within(session).getByText('Due today: 1 · New: 3')).toBeInTheDocument();
    expect(within(session).queryByText('She has a dog.')).not.toBeInTheDocument();
    // The mode switcher keeps ?story.
    expect(screen.getByRole('link', { name: 'Test' })).toHaveAttribute('href', '/test?story=st_1');

    // Grading before the flip does nothing.
    fireEvent.keyDown(window, { key: '3' });
    expect(reviewCalls(calls)).toHaveLength(0);

    fireEvent.keyDown(window, { key: ' ' });
    expect(within(session).getByText('She has a dog.')).toBeInTheDocument();
    expect(within(session).getByText('Answer shown: She has a dog.')).toBeInTheDocument();

    fireEvent.keyDown(window, { key: '3' });
    expect(await within(session).findByText('Card 2 of 4')).toBeInTheDocument();
    expect(within(session).getByText('María va al mercado.')).toBeInTheDocument();
    expect(within(session).getByText('Due today: 1 · New: 2')).toBeInTheDocument();
    const [posted] = reviewCalls(calls);
    expect(posted?.body).toMatchObject({ cardId: 'fc_3', mode: 'review', grade: 3 });
    expect((posted?.body as { idempotencyKey: string }).idempotencyKey).toMatch(/\S{8,}/);

    // The buttons grade too, with a new key each time.
    fireEvent.click(within(session).getByRole('button', { name: 'Show answer' }));
    fireEvent.click(within(session).getByRole('button', { name: /Easy/ }));
    expect(await within(session).findByText('Card 3 of 4')).toBeInTheDocument();
    const [first, second] = reviewCalls(calls);
    expect(second?.body).toMatchObject({ cardId: 'fc_0', mode: 'review', grade: 4 });
    expect((second?.body as { idempotencyKey: string }).idempotencyKey).not.toBe(
      (first?.body as { idempotencyKey: string }).idempotencyKey,
    );

    // The whole list is a tab of its own, not under the card being studied.
    expect(screen.queryByRole('heading', { name: 'All cards' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'All cards (4)' }));
    expect(await screen.findByRole('heading', { name: 'All cards' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    // Back to the card: still where the learner was.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Study' }));
    expect(within(session).getByText('Card 3 of 4')).toBeVisible();

    // ← goes back; ? lists the shortcuts.
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(within(session).getByText('Card 2 of 4')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '?' });
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('says when nothing is due today', async () => {
    mockApi({
      'GET /api/v1/stories/st_1/flashcards': () => json(200, { story, flashcards: cards }),
      'GET /api/v1/stories/st_1/study-queue': () =>
        json(200, {
          storyId: 'st_1',
          cards: queue.cards.map((item) => ({ ...item, group: 'later' })),
        }),
    });
    renderApp('/flashcards?story=st_1', { me: guestMe });
    expect(await screen.findByText(/^Nothing is due today/)).toBeInTheDocument();
    await openAllCards();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });
});

describe('review mode, keyboard and screen reader', () => {
  it('keeps focus on the card, announces the next card, and grades once however fast the keys come', async () => {
    const calls = lessonApi();
    renderApp('/flashcards?story=st_1', { me: guestMe });
    const session = await screen.findByRole('region', { name: 'Study one card at a time' });
    fireEvent.click(within(session).getByRole('button', { name: 'Show answer' }));
    // The button pressed is gone: focus is on the card, not lost to the page.
    const card = within(session).getByText('Tiene un perro.').closest('[tabindex="-1"]');
    expect(card).toHaveFocus();
    // The grade buttons are named without their key digit.
    expect(within(session).getByRole('button', { name: 'Good' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '3' });
    fireEvent.keyDown(window, { key: '3' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await within(session).findByText('Card 2 of 4')).toBeInTheDocument();
    expect(
      within(session).getByText('Saved: Good Card 2 of 4: María va al mercado.'),
    ).toBeInTheDocument();
    expect(reviewCalls(calls)).toHaveLength(1);
    expect(card).toHaveFocus();
  });
});

describe('review mode on a phone', () => {
  it('moves between cards with a horizontal swipe under 768 px, not with a scroll', async () => {
    lessonApi();
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      renderApp('/flashcards?story=st_1', { me: guestMe });
      const session = await screen.findByRole('region', { name: 'Study one card at a time' });
      const front = within(session).getByText('Tiene un perro.');
      const swipe = (from: number, to: number, dy = 0) => {
        fireEvent.pointerDown(front, { pointerType: 'touch', clientX: from, clientY: 200 });
        fireEvent.pointerUp(front, { pointerType: 'touch', clientX: to, clientY: 200 + dy });
      };
      swipe(300, 100);
      expect(within(session).getByText('Card 2 of 4')).toBeInTheDocument();
      swipe(100, 300);
      expect(within(session).getByText('Card 1 of 4')).toBeInTheDocument();
      // Mostly downwards: a scroll, not a swipe. Too short: a tap.
      swipe(300, 200, 150);
      swipe(300, 270);
      expect(within(session).getByText('Card 1 of 4')).toBeInTheDocument();
      // A mouse drag is not a swipe.
      fireEvent.pointerDown(front, { pointerType: 'mouse', clientX: 300, clientY: 200 });
      fireEvent.pointerUp(front, { pointerType: 'mouse', clientX: 50, clientY: 200 });
      expect(within(session).getByText('Card 1 of 4')).toBeInTheDocument();
    } finally {
      window.innerWidth = width;
    }
  });
});

describe('test mode', () => {
  it('asks with choices or typed as the learner picks, posts the outcomes and scores the round', async () => {
    const calls = lessonApi();
    renderApp('/test?story=st_1', { me: guestMe });
    expect(await screen.findByText('Question 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Flashcard Test' })).toBeInTheDocument();

    // 1: four choices, the right back among them; choose wrong.
    const choices = screen.getByRole('group', { name: 'Choose the translation' });
    const buttons = within(choices).getAllByRole('button');
    // Each choice shows its number key; the number is not part of its name.
    expect(buttons.map((b) => b.textContent.slice(1)).sort()).toEqual(
      cards.map((c) => c.back).sort(),
    );
    expect(buttons.map((b) => b.getAttribute('aria-keyshortcuts'))).toEqual(['1', '2', '3', '4']);
    fireEvent.click(within(choices).getByRole('button', { name: 'She buys bread.' }));
    expect(screen.getByText('Not quite. The answer is: She has a dog.')).toBeInTheDocument();
    await expectReview(calls, 1, {
      cardId: 'fc_3',
      mode: 'test',
      correct: false,
    });
    // A choice is graded by `correct`: no expected answer goes with it.
    expect(reviewCalls(calls)[0]?.body).not.toHaveProperty('expected');
    expect(typeof (reviewCalls(calls)[0]?.body as { durationMs: unknown }).durationMs).toBe(
      'number',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));

    // 2: typed (the learner switches); case, accents and punctuation do not matter; Enter checks.
    const answerBy = screen.getByRole('group', { name: 'Answer by' });
    fireEvent.click(within(answerBy).getByRole('button', { name: 'Typing' }));
    expect(within(answerBy).getByRole('button', { name: 'Typing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const input = await screen.findByRole('textbox', { name: 'Type the translation' });
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'maria goes to the MARKET' } });
    fireEvent.submit(input);
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    await expectReview(calls, 2, {
      cardId: 'fc_0',
      mode: 'test',
      correct: true,
      typedAnswer: 'maria goes to the MARKET',
      expected: 'María goes to the market.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));

    // 3: choices again, right, picked with its number key.
    fireEvent.click(within(answerBy).getByRole('button', { name: 'Choosing' }));
    const third = within(screen.getByRole('group', { name: 'Choose the translation' }));
    const key = third
      .getByRole('button', { name: 'She buys bread.' })
      .getAttribute('aria-keyshortcuts');
    fireEvent.keyDown(window, { key: key ?? '' });
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    // Right is marked in the colour that means right (decision 0038), not the brand's.
    expect(screen.getByText('Correct!').closest('p')).toHaveClass('text-success');
    expect(third.getByRole('button', { name: /She buys bread\./ })).toHaveClass('border-success');
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));

    // 4: typed, wrong.
    fireEvent.click(within(answerBy).getByRole('button', { name: 'Typing' }));
    const last = await screen.findByRole('textbox', { name: 'Type the translation' });
    fireEvent.change(last, { target: { value: 'She is at home' } });
    fireEvent.submit(last);
    expect(screen.getByText('Not quite. The answer is: She goes back home.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'See the score' }));

    expect(await screen.findByText('2 right out of 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Missed cards' })).toBeInTheDocument();
    // A guest at the end of a round: sign up, with what comes back (none spent here).
    expect(screen.getByTestId('sign-up-offer')).toHaveTextContent(
      'Round done! Keep what you learnt: create an account',
    );
    expect(
      within(screen.getByTestId('sign-up-offer')).getByRole('button', { name: 'Sign up' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tiene un perro.')).toBeInTheDocument();
    expect(screen.getByText('Vuelve a casa.')).toBeInTheDocument();
    await waitFor(() => {
      expect(reviewCalls(calls)).toHaveLength(4);
    });

    fireEvent.click(screen.getByRole('button', { name: 'Retry missed' }));
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Tiene un perro.')).toBeInTheDocument();
  });

  it('lets a guest whose session is gone study the local copy, keeping answers here', async () => {
    keepGuestLessons({ story, cards });
    const calls = mockApi({
      'GET /api/v1/stories/st_1/flashcards': () =>
        json(401, { status: 401, title: 'Unauthorized', detail: 'Start a guest session first.' }),
    });
    renderApp('/test?story=st_1', { me: guestMe });
    expect(await screen.findByText('Question 1 of 4')).toBeInTheDocument();
    // The local lesson has no server queue: the lesson order.
    expect(screen.getAllByText('María va al mercado.')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'María goes to the market.' }));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    await waitFor(() => {
      expect(JSON.parse(window.localStorage.getItem('guest_reviews') ?? '[]')).toHaveLength(1);
    });
    const kept = JSON.parse(window.localStorage.getItem('guest_reviews') ?? '[]') as {
      cardId: string;
      mode: string;
      correct: boolean;
      idempotencyKey: string;
      reviewedAt: string;
    }[];
    expect(kept[0]).toMatchObject({ cardId: 'fc_0', mode: 'test', correct: true });
    expect(kept[0]?.idempotencyKey).not.toBe('');
    expect(Number.isNaN(Date.parse(kept[0]?.reviewedAt ?? ''))).toBe(false);
    expect(calls.filter((c) => c.path.startsWith('/api/v1/reviews'))).toEqual([]);
  });
});
