import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { unexpected } from './mail';
import { lessonNoise, makeGuestLesson } from './study-helpers';

// A lesson, a few grades and a reload on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

interface QueueCard {
  cardId: string;
  memory?: { reps: number } | null;
}

/** The lesson's cards with a memory, as the server has them. */
async function studied(page: Page, storyId: string): Promise<number> {
  const response = await page.request.get(`/api/v1/stories/${storyId}/study-queue`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { cards: QueueCard[] };
  return body.cards.filter((c) => c.memory).length;
}

test.describe('undo of a grade on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on "Undo grade" takes the grades back, one at a time, on the server too', async ({
    page,
    problems,
  }) => {
    const storyId = await makeGuestLesson(page, 'undo-phone');
    const session = page.getByRole('region', { name: 'Study one card at a time' });
    const due = session.getByTestId('due-today');
    const start = await due.textContent();
    for (const grade of ['Good', 'Again']) {
      await session.getByRole('button', { name: 'Show answer' }).tap();
      await session.getByRole('button', { name: new RegExp(`^${grade}`) }).tap();
    }
    await expect(session.getByText(/^Card 3 of \d+$/)).toBeVisible();
    await expect.poll(() => studied(page, storyId)).toBe(2);

    const undo = session.getByRole('button', { name: 'Undo grade' });
    await undo.tap();
    await expect(session.getByText(/^Card 2 of \d+$/)).toBeVisible();
    // The card is back with its answer shown, to be graded again.
    await expect(session.getByRole('group', { name: 'How well did you know it?' })).toBeVisible();
    await expect.poll(() => studied(page, storyId)).toBe(1);
    await undo.tap();
    await expect(session.getByText(/^Card 1 of \d+$/)).toBeVisible();
    await expect(undo).toBeHidden();
    await expect(due).toHaveText(start ?? '');
    expect(await studied(page, storyId)).toBe(0);
    expect(unexpected(problems, lessonNoise)).toEqual([]);
  });
});

test('Ctrl+Z on a desktop, and an undo made offline reaches the server when the network is back', async ({
  page,
  context,
  problems,
}) => {
  const storyId = await makeGuestLesson(page, 'undo-desktop');
  const session = page.getByRole('region', { name: 'Study one card at a time' });
  await page.keyboard.press('Space');
  await page.keyboard.press('3');
  await expect(session.getByText(/^Card 2 of \d+$/)).toBeVisible();
  await expect.poll(() => studied(page, storyId)).toBe(1);
  await page.keyboard.press('Control+z');
  await expect(session.getByText(/^Card 1 of \d+$/)).toBeVisible();
  await expect.poll(() => studied(page, storyId)).toBe(0);

  // Graded online, taken back offline: the undo waits here, then goes.
  await page.keyboard.press('4');
  await expect(session.getByText(/^Card 2 of \d+$/)).toBeVisible();
  await expect.poll(() => studied(page, storyId)).toBe(1);
  await context.setOffline(true);
  await session.getByRole('button', { name: 'Undo grade' }).click();
  await expect(session.getByText(/^Card 1 of \d+$/)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('pending_undos')))
    .not.toBeNull();
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('pending_undos')), { timeout: 30_000 })
    .toBeNull();
  expect(await studied(page, storyId)).toBe(0);
  expect(
    unexpected(problems, [...lessonNoise, /ERR_INTERNET_DISCONNECTED/, /net::ERR_FAILED/]),
  ).toEqual([]);
});
