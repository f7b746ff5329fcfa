import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Flashcard } from '@/lib/api/lesson-types';
import { testCard, testReviewResult, testStory } from '@/test/lesson-fixtures';
import { expectReview, mockLessonApi, reviewCalls } from '@/test/lesson-api';
import { json, mockApi, type MockCall } from '@/test/mock-api';
import { guestMe, renderApp } from '@/test/render';

const story = testStory({
  content: 'María va al mercado. Compra pan. Tiene un perro.',
  creditsCharged: 50,
  cardsDone: 4,
});

function card(n: number, kind: Flashcard['kind'], front: string, back: string): Flashcard {
  return testCard({
    id: `fc_${String(n)}`,
    position: n,
    kind,
    front,
    back,
  });
}

const cards = [
  card(0, 'sentence', 'María va al mercado.', 'María goes to the market.'),
  card(1, 'sentence', 'Compra pan.', 'She buys bread.'),
  card(2, 'word', 'pan', 'bread'),
  card(3, 'sentence', 'Tiene un perro.', 'She has a dog.'),
];

// fc_3 is due, the rest new: Order mode follows the queue, skipping the word card.
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
  const body = call.body as { cardId: string; orderCorrect: number; orderTotal: number };
  return json(
    200,
    testReviewResult({
      cardId: body.cardId,
      grade: body.orderCorrect === body.orderTotal ? 3 : 1,
      dueToday: { due: 1, new: 2 },
      dueTodayAll: { due: 1, new: 2 },
    }),
  );
}

function lists() {
  const answer = screen.getByRole('list', { name: 'Your sentence' });
  const bank = screen.queryByRole('list', { name: 'Word bank' });
  return { answer, bank };
}

function tap(list: HTMLElement, word: string) {
  fireEvent.click(within(list).getByRole('button', { name: word }));
}

function answerWords() {
  return within(lists().answer)
    .queryAllByRole('button')
    .map((b) => b.textContent);
}

describe('order mode', () => {
  it('rebuilds sentences by tapping, checks them, posts the outcome and scores the round', async () => {
    const calls = mockLessonApi({ story, cards, queue, reviewResult });
    renderApp('/order?story=st_1', { me: guestMe });

    expect(await screen.findByText('Sentence 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sentence Order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order' })).toHaveAttribute(
      'href',
      '/order?story=st_1',
    );
    expect(screen.getByRole('link', { name: 'Order' })).toHaveAttribute('aria-current', 'page');
    // The translation is the clue; the words are shuffled in the bank.
    expect(screen.getByText('She has a dog.')).toBeInTheDocument();
    // The story's title is its first sentence: shown here, it would be an answer (decision 0038).
    expect(screen.queryByText('María va al mercado.')).not.toBeInTheDocument();
    const bank = lists().bank;
    if (!bank) throw new Error('no word bank');
    const shuffled = within(bank)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect([...shuffled].sort()).toEqual(['Tiene', 'perro', 'un']);
    expect(shuffled).not.toEqual(['Tiene', 'un', 'perro']);
    expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();

    // 1: tap the words in order; tapping a placed word sends it back.
    tap(bank, 'Tiene');
    tap(bank, 'perro');
    expect(answerWords()).toEqual(['Tiene', 'perro']);
    expect(screen.getByText('perro added to your sentence, word 2 of 3.')).toBeInTheDocument();
    tap(lists().answer, 'perro');
    expect(answerWords()).toEqual(['Tiene']);
    expect(screen.getByText('perro went back to the word bank.')).toBeInTheDocument();
    tap(bank, 'un');
    tap(bank, 'perro');
    expect(answerWords()).toEqual(['Tiene', 'un', 'perro']);
    expect(screen.getByText('Every word is in your sentence.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));

    expect(screen.getByRole('status')).toHaveTextContent(
      'Perfect! Every word is in the right place.',
    );
    expect(screen.getAllByText('right place')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next sentence' })).toHaveFocus();
    await waitFor(() => {
      expect(reviewCalls(calls)).toHaveLength(1);
    });
    const first = reviewCalls(calls)[0]?.body as Record<string, unknown>;
    expect(first).toMatchObject({ cardId: 'fc_3', mode: 'order', orderCorrect: 3, orderTotal: 3 });
    expect(typeof first.durationMs).toBe('number');
    expect(first).not.toHaveProperty('grade');
    fireEvent.click(screen.getByRole('button', { name: 'Next sentence' }));

    // 2: a wrong order; Reset puts every word back first.
    expect(await screen.findByText('Sentence 2 of 3')).toBeInTheDocument();
    const bank2 = lists().bank;
    if (!bank2) throw new Error('no word bank');
    tap(bank2, 'al');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(answerWords()).toEqual([]);
    for (const word of ['va', 'María', 'al', 'mercado']) tap(bank2, word);
    // Enter anywhere but on a button checks.
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(screen.getByRole('status')).toHaveTextContent('2 of 4 words in the right place.');
    const checked = within(lists().answer).getAllByRole('listitem');
    expect(checked.map((li) => li.textContent)).toEqual([
      'va — wrong place',
      'María — wrong place',
      'al — right place',
      'mercado — right place',
    ]);
    // The right sentence is shown.
    expect(screen.getAllByText('María va al mercado.').length).toBeGreaterThan(0);
    await expectReview(calls, 2, {
      cardId: 'fc_0',
      mode: 'order',
      orderCorrect: 2,
      orderTotal: 4,
    });
    // Enter again goes on.
    fireEvent.keyDown(document.body, { key: 'Enter' });

    // 3: the word card is skipped; the last sentence.
    expect(await screen.findByText('Sentence 3 of 3')).toBeInTheDocument();
    const bank3 = lists().bank;
    if (!bank3) throw new Error('no word bank');
    tap(bank3, 'Compra');
    tap(bank3, 'pan');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    fireEvent.click(screen.getByRole('button', { name: 'See the score' }));

    expect(await screen.findByRole('heading', { name: 'Your score' })).toBeInTheDocument();
    expect(screen.getByText('2 of 3 sentences in the right order')).toBeInTheDocument();
    expect(screen.getByText('7 of 9 words in the right place')).toBeInTheDocument();
    expect(reviewCalls(calls)).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Retry missed' }));
    expect(await screen.findByText('Sentence 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('María goes to the market.')).toBeInTheDocument();

    // ? lists the shortcuts.
    fireEvent.keyDown(document.body, { key: '?' });
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('is the buy-credits page without a lesson, and asks for none', async () => {
    const calls = mockApi({});
    renderApp('/order', { me: guestMe });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get Credits' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/This mode is coming soon/)).not.toBeInTheDocument();
    // Give any query time to start: none may ask for a lesson.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toEqual([]);
  });
});
