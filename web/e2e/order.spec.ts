import type { Page } from '@playwright/test';

import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { overflowing } from './layout';
import { unexpected } from './mail';
import { lessonNoise, makeGuestLesson } from './study-helpers';

interface Card {
  kind: string;
  front: string;
}

/** The story's sentence cards, as the API gives them. */
async function sentences(page: Page, id: string): Promise<string[]> {
  const response = await page.request.get(`/api/v1/stories/${id}/flashcards`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { flashcards: Card[] };
  return body.flashcards.filter((c) => c.kind === 'sentence').map((c) => c.front);
}

async function dueToday(page: Page): Promise<unknown> {
  const response = await page.request.get('/api/v1/study/due');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { total: { due: number; new: number } };
  expect(body.total).toEqual({ due: expect.any(Number), new: expect.any(Number) });
  return body;
}

const answerList = (page: Page) => page.getByRole('list', { name: 'Your sentence' });
const bankList = (page: Page) => page.getByRole('list', { name: 'Word bank' });

async function answerWords(page: Page): Promise<string[]> {
  return answerList(page).getByRole('button').allTextContents();
}

/** The index of the focused word in the answer row, or -1. */
async function focusedAnswerTile(page: Page): Promise<number> {
  return page.evaluate(() => {
    const list = document.querySelector('ol[aria-labelledby="order-answer-label"]');
    const buttons = Array.from(list?.querySelectorAll('button') ?? []);
    return buttons.findIndex((b) => b === document.activeElement);
  });
}

/** Presses Tab until `isThere` holds (at most 60 times). */
async function tabUntil(page: Page, isThere: () => Promise<boolean>, key = 'Tab') {
  for (let n = 0; n < 60; n++) {
    if (await isThere()) return;
    await page.keyboard.press(key);
  }
  throw new Error('focus never got there');
}

/**
 * Makes a guest lesson and waits until /flashcards has its study queue, so
 * leaving the page aborts no request.
 */
async function lesson(page: Page, name: string): Promise<string> {
  const id = await makeGuestLesson(page, name);
  await expect(page.getByText(/^Card 1 of \d+$/)).toBeVisible();
  return id;
}

/** A word as compared: lower case, without the punctuation around it. */
const wordKey = (w: string) => w.toLowerCase().replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');

/**
 * The tiles in the right order: the sentence whose words they are (tiles show
 * a word without its punctuation and the opening capital), each word as its tile.
 */
function solutionOf(tiles: string[], fronts: string[]): string[] {
  const sorted = tiles.map(wordKey).sort().join(' ');
  const front = fronts.find((f) => f.split(/\s+/).map(wordKey).sort().join(' ') === sorted);
  if (!front) throw new Error(`no sentence has the words ${tiles.join(' ')}`);
  const left = [...tiles];
  return front.split(/\s+/).map((word) => {
    const i = left.findIndex((t) => wordKey(t) === wordKey(word));
    return left.splice(i, 1)[0] ?? word;
  });
}

test('a guest puts a lesson in order with the keyboard only', async ({ page, problems }) => {
  // A lesson is made first, then a whole round is played key by key.
  test.setTimeout(120_000);
  const id = await lesson(page, 'order');
  const fronts = await sentences(page, id);
  expect(fronts.length).toBeGreaterThanOrEqual(2);
  const dueBefore = await dueToday(page);

  await page.goto(`/order?story=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sentence Order' })).toBeVisible();
  await expect(page.getByText(`Sentence 1 of ${String(fronts.length)}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Study modes' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Tab to the word bank; Enter moves each word to the sentence, in the
  // shuffled order, and focus then goes to Check.
  const bank = bankList(page);
  await tabUntil(page, () =>
    bank.evaluate((list) => list.contains(document.activeElement) && list.matches('ul')),
  );
  const tiles = await bank.getByRole('button').allTextContents();
  const solution = solutionOf(tiles, fronts);
  for (const word of tiles) {
    const first = bank.getByRole('button').first();
    await expect(first).toBeFocused();
    await expect(first).toHaveText(word);
    await page.keyboard.press('Enter');
  }
  expect(await answerWords(page)).toEqual(tiles);
  const check = page.getByRole('button', { name: 'Check' });
  await expect(check).toBeFocused();

  // Reorder with dnd-kit's keyboard sensor: Space picks a word up, the
  // arrows move it, Space drops it (a selection sort, one word at a time).
  const live = page.locator('[id^="DndLiveRegion"]');
  let moves = 0;
  for (let i = 0; i < solution.length; i++) {
    const words = await answerWords(page);
    if (words[i] === solution[i]) continue;
    const j = words.findIndex((w, k) => k > i && w === solution[i]);
    expect(j).toBeGreaterThan(i);
    if ((await focusedAnswerTile(page)) < 0) await page.keyboard.press('Shift+Tab');
    const at = await focusedAnswerTile(page);
    expect(at).toBeGreaterThanOrEqual(0);
    for (let k = 0; k < Math.abs(at - j); k++) {
      await page.keyboard.press(at > j ? 'Shift+Tab' : 'Tab');
    }
    expect(await focusedAnswerTile(page)).toBe(j);
    await page.keyboard.press('Space');
    await expect(live).toHaveText(
      `Picked up ${solution[i] ?? ''}, word ${String(j + 1)} of ${String(words.length)}.`,
    );
    // dnd-kit's keyboard sensor starts listening for arrows in a setTimeout(0)
    // after the pick-up; a page timer queued now runs after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // Arrows move the word a place at a time, each move announced; like a
    // listener, go by what is announced (a loaded machine may have dnd-kit
    // aim an arrow from the places it measured before the last move).
    const word = solution[i] ?? '';
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const moved = new RegExp(`^${escaped} moved to place (\\d+) of ${String(words.length)}\\.$`);
    let place = j + 1;
    for (let tries = 0; place !== i + 1; tries++) {
      expect(tries).toBeLessThan(3 * words.length);
      await page.keyboard.press(place > i + 1 ? 'ArrowLeft' : 'ArrowRight');
      await expect(live).toHaveText(moved);
      place = Number(moved.exec((await live.textContent()) ?? '')?.[1]);
      // dnd-kit measures the words' new places on the next frames.
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            requestAnimationFrame(() => requestAnimationFrame(resolve));
          }),
      );
    }
    await page.keyboard.press('Space');
    await expect(live).toHaveText(
      `${solution[i] ?? ''} dropped at place ${String(i + 1)} of ${String(words.length)}.`,
    );
    await expect.poll(() => answerWords(page).then((w) => w[i])).toBe(solution[i]);
    // dnd-kit gives the focus back to the dropped word on a later frame.
    await expect.poll(() => focusedAnswerTile(page)).toBe(i);
    moves++;
  }
  expect(moves).toBeGreaterThan(0);
  expect(await answerWords(page)).toEqual(solution);

  // Tab on to Check; Enter checks.
  await tabUntil(page, () => check.evaluate((b) => b === document.activeElement));
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Perfect!' })).toHaveText(
    'Perfect! Every word is in the right place.',
  );
  await expect(answerList(page).getByText('right place')).toHaveCount(solution.length);
  await expect(page.getByRole('button', { name: /^(Next sentence|See the score)$/ })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  // The answer reached the spaced-repetition server.
  await expect.poll(() => dueToday(page)).not.toEqual(dueBefore);

  // The other sentences: the words in the shuffled order, which is never right.
  for (let n = 2; n <= fronts.length; n++) {
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Sentence ${String(n)} of ${String(fronts.length)}`)).toBeVisible();
    const count = await bank.getByRole('button').count();
    // One word at a time: each Enter goes to the word that has the focus now.
    for (let k = 0; k < count; k++) {
      await expect(bank.getByRole('button').first()).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(check).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^\d+ of \d+ words in the right place\.$/)).toBeVisible();
    await expect(answerList(page).getByText('wrong place').first()).toBeVisible();
  }
  await page.keyboard.press('Enter');

  const score = page.getByRole('region', { name: 'Your score' });
  await expect(score).toBeVisible();
  await expect(
    score.getByText(`1 of ${String(fronts.length)} sentences in the right order`),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Retry missed, by keyboard.
  const retry = score.getByRole('button', { name: 'Retry missed' });
  await tabUntil(page, () => retry.evaluate((b) => b === document.activeElement));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Sentence 1 of ${String(fronts.length - 1)}`)).toBeVisible();

  // ? lists the shortcuts; Escape closes them.
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.waitForLoadState('networkidle');
  expect(unexpected(problems, lessonNoise)).toEqual([]);
});

test('/order without a lesson is the buy-credits page', async ({ page, problems }) => {
  await page.goto('/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Get Credits' })).toBeVisible();
  await expect(page).toHaveURL(/\/order$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'All ways to get credits' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(unexpected(problems, lessonNoise)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a guest taps the words into order', async ({ page, problems }) => {
    test.setTimeout(60_000);
    const id = await lesson(page, 'order-phone');
    const fronts = await sentences(page, id);
    await page.goto(`/order?story=${id}`);
    const bank = bankList(page);
    await expect(bank.getByRole('button').first()).toBeVisible();
    const tiles = await bank.getByRole('button').allTextContents();
    const solution = solutionOf(tiles, fronts);

    // A wrong word tapped back out of the sentence, then the right order.
    const wrong = tiles.find((w) => w !== solution[0]) ?? '';
    await bank.getByRole('button', { name: wrong, exact: true }).first().tap();
    await answerList(page).getByRole('button', { name: wrong, exact: true }).tap();
    expect(await answerWords(page)).toEqual([]);
    // The first two words the wrong way round, then a touch drag (press,
    // hold, move) puts the second one first.
    const [one = '', two = ''] = solution;
    await bank.getByRole('button', { name: two, exact: true }).first().tap();
    await bank.getByRole('button', { name: one, exact: true }).first().tap();
    expect(await answerWords(page)).toEqual([two, one]);
    const from = await answerList(page).getByRole('button').nth(1).boundingBox();
    const to = await answerList(page).getByRole('button').nth(0).boundingBox();
    if (!from || !to) throw new Error('the words have no boxes');
    const touch = await page.context().newCDPSession(page);
    const at = (x: number) => [{ x, y: from.y + from.height / 2, id: 1 }];
    const x0 = from.x + from.width / 2;
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(x0) });
    await page.waitForTimeout(400);
    for (let step = 1; step <= 10; step++) {
      const x = x0 + ((to.x - from.x) * step) / 10 - 5;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x) });
      await page.waitForTimeout(30);
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => answerWords(page)).toEqual([one, two]);
    for (const word of solution.slice(2)) {
      await bank.getByRole('button', { name: word, exact: true }).first().tap();
    }
    expect(await answerWords(page)).toEqual(solution);
    // Nothing sticks out sideways.
    // (Polled: dnd-kit's drop animation may still be moving a word.)
    await expect.poll(() => overflowing(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Check' }).tap();
    await expect(page.getByText('Perfect! Every word is in the right place.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(unexpected(problems, lessonNoise)).toEqual([]);
  });
});
