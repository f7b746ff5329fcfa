import type { Locator, Page } from '@playwright/test';

import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { lessonNoise, makeGuestLesson } from './study-helpers';

// A lesson, the account page and the lesson again on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

/** The days an Easy grade would wait for the card shown, as its button says ("8d"). */
async function easyDays(page: Page, session: Locator, touch: boolean): Promise<number> {
  await expect(session.getByText(/^Card 1 of \d+$/)).toBeVisible();
  if (touch) await session.getByRole('button', { name: 'Show answer' }).tap();
  else await page.keyboard.press('Space');
  const easy = session
    .getByRole('group', { name: 'How well did you know it?' })
    .getByRole('button', { name: /^Easy/ })
    .getByTestId('grade-interval');
  await expect(easy).toHaveText(/^\d+d$/);
  return Number((await easy.textContent())?.replace('d', ''));
}

/**
 * Product §7: the learner sets a desired retention of 80 % on the account
 * page; it is kept across a reload, and the grade buttons' intervals (the
 * server's scheduling) follow it: a new card's Easy waits longer than at 90 %.
 */
async function setRetention(page: Page, touch: boolean) {
  const session = page.getByRole('region', { name: 'Study one card at a time' });
  const lesson = page.url();
  const before = await easyDays(page, session, touch);
  expect(before).toBe(8); // FSRS-6's defaults at 90 %

  await page.goto('/account');
  const memory = page.getByRole('region', { name: 'Memory' });
  const slider = memory.getByRole('slider', { name: 'Desired retention' });
  await expect(slider).toHaveValue('90');
  await expect(memory.getByTestId('retention-cost')).toHaveText(
    /^About [\d.]+ reviews? a day at 90%$/,
  );
  await expect(memory.getByTestId('fit-status')).toHaveText(
    /Fitting the memory model to your own reviews is not available on this server/,
  );
  await slider.focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveValue('80');
  await expect(memory.getByTestId('retention-cost')).toHaveText(/at 80%$/);
  await expect(memory.getByText('Saved. Your next reviews are scheduled for it.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('slider', { name: 'Desired retention' })).toHaveValue('80');

  await page.goto(lesson);
  const after = await easyDays(page, session, touch);
  expect(after).toBeGreaterThan(before);
}

test('desktop: 80 % is kept and lengthens the grade intervals', async ({ page, problems }) => {
  await makeGuestLesson(page, 'retention-desktop');
  await setRetention(page, false);
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
