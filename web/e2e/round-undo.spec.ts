import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { unexpected } from './mail';
import { lessonNoise, makeGuestLesson } from './study-helpers';

// Undo in the modes that grade answers (decision 0052): Test, Missing and Order.
// A lesson and a few answers on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** The lesson's cards with a memory, as the server has them. */
async function studied(page: Page, storyId: string): Promise<number> {
  const response = await page.request.get(`/api/v1/stories/${storyId}/study-queue`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { cards: { memory?: unknown }[] };
  return body.cards.filter((c) => c.memory).length;
}

test.describe('undo of an answer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Test: a tap on "Undo answer" asks the question again and the server forgets it', async ({
    page,
    problems,
  }) => {
    const storyId = await makeGuestLesson(page, 'round-undo-test');
    await page.goto(`/test?story=${storyId}`);
    const session = page.getByRole('region', { name: 'Flashcard Test' });
    const choices = session.getByRole('group', { name: 'Choose the translation' });
    await choices.getByRole('button').first().tap();
    const next = session.getByRole('button', { name: 'Next question' });
    await expect(next).toBeVisible();
    await expect.poll(() => studied(page, storyId)).toBe(1);

    const undo = session.getByRole('button', { name: 'Undo answer' });
    await undo.tap();
    await expect(next).toBeHidden();
    await expect(choices.getByRole('button').first()).toBeEnabled();
    await expect(session.getByText(/^Question 1 of \d+$/)).toBeVisible();
    await expect(undo).toBeHidden();
    await expect.poll(() => studied(page, storyId)).toBe(0);

    // Answered again and moved on: the undo goes back to the question before.
    await choices.getByRole('button').first().tap();
    await next.tap();
    await expect(session.getByText(/^Question 2 of \d+$/)).toBeVisible();
    await expect.poll(() => studied(page, storyId)).toBe(1);
    await undo.tap();
    await expect(session.getByText(/^Question 1 of \d+$/)).toBeVisible();
    await expect.poll(() => studied(page, storyId)).toBe(0);
    // The button sits on the first screen of a phone, beside the round's place.
    const box = await session.getByText(/^Question 1 of \d+$/).boundingBox();
    expect(box && box.y + box.height).toBeLessThan(844);
    expect(unexpected(problems, lessonNoise)).toEqual([]);
  });
});

test('Order and Missing: Ctrl+Z on a desktop takes the answer back', async ({ page, problems }) => {
  const storyId = await makeGuestLesson(page, 'round-undo-desktop');

  await page.goto(`/order?story=${storyId}`);
  const order = page.getByRole('region', { name: 'Put the words in order' });
  const bank = order.getByRole('list', { name: 'Word bank' });
  await expect(bank).toBeVisible();
  const words = await bank.getByRole('button').count();
  for (let i = 0; i < words; i++) await bank.getByRole('button').first().click();
  await order.getByRole('button', { name: 'Check' }).click();
  await expect(order.getByRole('button', { name: /^Next sentence|^See the score/ })).toBeVisible();
  await expect.poll(() => studied(page, storyId)).toBe(1);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(bank.getByRole('button')).toHaveCount(words);
  await expect(order.getByRole('button', { name: 'Check' })).toBeDisabled();
  await expect.poll(() => studied(page, storyId)).toBe(0);

  await page.goto(`/missing?story=${storyId}`);
  const missing = page.getByRole('region', { name: 'Fill in the missing word' });
  const group = missing.getByRole('group', { name: 'Choose the missing word' });
  const done = missing.getByRole('button', { name: /^Next sentence|^See the score/ });
  await expect(group.getByRole('button').first()).toBeVisible();
  // Choices until the question ends (a wrong one earns one more try).
  for (let i = 0; i < 4 && !(await done.isVisible()); i++) {
    const open = group.getByRole('button', { disabled: false });
    if ((await open.count()) === 0) break;
    await open.first().click();
  }
  await expect(done).toBeVisible();
  await expect.poll(() => studied(page, storyId)).toBe(1);
  await page.keyboard.press('Meta+z');
  await expect(done).toBeHidden();
  await expect(group.getByRole('button', { disabled: true })).toHaveCount(0);
  await expect.poll(() => studied(page, storyId)).toBe(0);
  expect(unexpected(problems, lessonNoise)).toEqual([]);
});
