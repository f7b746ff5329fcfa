import type { Locator, Page } from '@playwright/test';

import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { lessonNoise, makeGuestLesson } from './study-helpers';

// A lesson, the account page and the lesson again on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

/**
 * Turns card `n` of the round and returns the days an Easy grade would wait,
 * as its button says ("8d"), then grades the card Good (a review).
 */
async function easyDaysThenGood(page: Page, session: Locator, n: number, touch: boolean) {
  await expect(session.getByText(new RegExp(`^Card ${String(n)} of \\d+$`))).toBeVisible();
  if (touch) await session.getByRole('button', { name: 'Show answer' }).tap();
  else await page.keyboard.press('Space');
  const grades = session.getByRole('group', { name: 'How well did you know it?' });
  const easy = grades.getByRole('button', { name: /^Easy/ }).getByTestId('grade-interval');
  await expect(easy).toHaveText(/^\d+d$/);
  const days = Number((await easy.textContent())?.replace('d', ''));
  if (touch) await grades.getByRole('button', { name: /^Good/ }).tap();
  else await page.keyboard.press('3');
  await expect(session.getByText(new RegExp(`^Card ${String(n + 1)} of \\d+$`))).toBeVisible();
  return days;
}

/**
 * Product §7: the learner reviews a card, sets a desired retention of 80 %
 * on the account page (a lower retention costs fewer reviews); it is kept
 * across a reload, and the grade buttons' intervals (the server's
 * scheduling) follow it: a new card's Easy waits longer than at 90 %.
 */
async function setRetention(page: Page, touch: boolean) {
  const session = page.getByRole('region', { name: 'Study one card at a time' });
  const lesson = page.url();
  const before = await easyDaysThenGood(page, session, 1, touch);
  expect(before).toBe(8); // a new card, FSRS-6's defaults at 90 %

  await page.goto('/account');
  const memory = page.getByRole('region', { name: 'Memory' });
  const slider = memory.getByRole('slider', { name: 'Desired retention' });
  await expect(slider).toHaveValue('90');
  const cost = memory.getByTestId('retention-cost');
  await expect(cost).toHaveText(/^About [\d.]+ reviews? a day at 90%$/);
  const at90 = Number((await cost.textContent())?.split(' ')[1]);
  await expect(memory.getByTestId('fit-status')).toHaveText(/after 1,000 reviews: 999 to go\.$/);
  await slider.focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveValue('80');
  await expect(cost).toHaveText(/at 80%$/);
  expect(Number((await cost.textContent())?.split(' ')[1])).toBeLessThanOrEqual(at90);
  await expect(memory.getByText('Saved. Your next reviews are scheduled for it.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('slider', { name: 'Desired retention' })).toHaveValue('80');

  await page.goto(lesson);
  // The card reviewed comes first (due in its learning step), then a new one.
  await easyDaysThenGood(page, session, 1, touch);
  const session2 = page.getByRole('region', { name: 'Study one card at a time' });
  await expect(session2.getByText(/^Card 2 of \d+$/)).toBeVisible();
  if (touch) await session2.getByRole('button', { name: 'Show answer' }).tap();
  else await page.keyboard.press('Space');
  const easy = session2
    .getByRole('group', { name: 'How well did you know it?' })
    .getByRole('button', { name: /^Easy/ })
    .getByTestId('grade-interval');
  await expect(easy).toHaveText(/^\d+d$/);
  expect(Number((await easy.textContent())?.replace('d', ''))).toBeGreaterThan(before);
}

test('desktop: 80 % is kept and lengthens the grade intervals', async ({
  page,
  problems,
}, testInfo) => {
  await makeGuestLesson(page, 'retention-desktop');
  await setRetention(page, false);
  await page.goto('/account');
  await expect(page.getByTestId('retention-cost')).toHaveText(/at 80%$/);
  await page.screenshot({ path: testInfo.outputPath('desktop-memory.png') });
  expect(problems.filter((p) => !lessonNoise.some((n) => n.test(p)))).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('80 % is kept and lengthens the grade intervals', async ({ page, problems }, testInfo) => {
    await makeGuestLesson(page, 'retention-phone');
    await setRetention(page, true);
    await page.goto('/account');
    await expect(page.getByRole('slider', { name: 'Desired retention' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('phone-memory.png'), fullPage: true });
    expect(problems.filter((p) => !lessonNoise.some((n) => n.test(p)))).toEqual([]);
  });
});
