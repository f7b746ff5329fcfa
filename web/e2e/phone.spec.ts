import type { Locator, Page } from '@playwright/test';

import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { overflowing } from './layout';
import { unexpected } from './mail';
import { lessonNoise, makeGuestLesson } from './study-helpers';

// A 390×844 touch phone (decision 0021): nothing wider than the screen, the main
// action on the first screen, tap to flip.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 90_000 });

/** The element is on the first screen: its bottom within the 844 px viewport, no scrolling. */
async function onFirstScreen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box');
  expect.soft(box.y + box.height, 'bottom of the main action').toBeLessThanOrEqual(844);
}

test('on a phone: home, lesson and every study mode fit the screen with the main action on it', async ({
  page,
  problems,
}, testInfo) => {
  await page.goto('/');
  await onFirstScreen(page, page.getByLabel('Your email'));
  expect.soft(await overflowing(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('phone-visitor.png') });

  const id = await makeGuestLesson(page, 'phone');

  // The lesson: a short title, the answer control on the first screen, tap to flip.
  const session = page.getByRole('region', { name: 'Study one card at a time' });
  await onFirstScreen(page, session.getByRole('button', { name: 'Show answer' }));
  expect.soft(await overflowing(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('phone-lesson.png') });
  await session.getByText(/^Card 1 of \d+$/).tap();
  await expect(session.getByRole('button', { name: 'Show answer' })).toBeVisible();
  await session.locator('[lang]').filter({ hasNotText: /^$/ }).first().tap();
  const grades = session.getByRole('group', { name: 'How well did you know it?' });
  await expect(grades).toBeVisible();
  // The four grades in one row, without the key badges of a keyboard.
  const boxes = await Promise.all(
    (await grades.getByRole('button').all()).map((b) => b.boundingBox()),
  );
  expect(new Set(boxes.map((b) => Math.round(b?.y ?? -1))).size).toBe(1);
  await expect(grades.locator('kbd').first()).toBeHidden();
  expect.soft(await overflowing(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('phone-lesson-flipped.png') });
  expect(await axeViolations(page)).toEqual([]);

  // Home with a lesson: nothing clipped, Study now on the first screen, Generate below (issue 28).
  await page.goto('/');
  await onFirstScreen(page, page.getByRole('link', { name: 'Study now' }));
  await expect(page.getByTestId('home-due')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Flashcards' })).toBeVisible();
  expect.soft(await overflowing(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('phone-home.png'), fullPage: true });

  const modes: [string, (p: Page) => Locator][] = [
    ['test', (p) => p.getByRole('group', { name: 'Choose the translation' })],
    ['missing', (p) => p.getByRole('group', { name: 'Choose the missing word' })],
    ['order', (p) => p.getByRole('button', { name: 'Check' })],
    ['slideshow', (p) => p.getByRole('button', { name: /^(Play|Pause)/ }).first()],
    ['random', (p) => p.getByRole('button', { name: 'Show answer' })],
  ];
  for (const [mode, main] of modes) {
    await page.goto(mode === 'random' ? '/random' : `/${mode}?story=${encodeURIComponent(id)}`);
    await onFirstScreen(page, main(page));
    expect.soft(await overflowing(page), mode).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`phone-${mode}.png`) });
  }

  expect(unexpected(problems, lessonNoise)).toEqual([]);
});

// Issue 10: the narrowest and widest common phones, 320 and 430 px wide.
for (const width of [320, 430]) {
  test(`at ${String(width)} px: home, lesson and every mode fit the screen with the main action on it`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    await onFirstScreen(page, page.getByLabel('Your email'));
    expect.soft(await overflowing(page), 'visitor home').toEqual([]);
    const id = await makeGuestLesson(page, `phone${String(width)}`);
    const session = page.getByRole('region', { name: 'Study one card at a time' });
    await onFirstScreen(page, session.getByRole('button', { name: 'Show answer' }));
    expect.soft(await overflowing(page), 'lesson').toEqual([]);
    // Every study mode is in sight, none past an edge that does not say it scrolls (decision 0039).
    for (const link of await page
      .getByRole('navigation', { name: 'Study modes' })
      .getByRole('link')
      .all()) {
      const box = await link.boundingBox();
      expect
        .soft(box && box.x >= 0 && box.x + box.width <= width, await link.innerText())
        .toBe(true);
    }
    await session.getByRole('button', { name: 'Show answer' }).tap();
    await expect(session.getByTestId('grade-interval').first()).toBeVisible();
    expect.soft(await overflowing(page), 'lesson, grade bar').toEqual([]);
    for (const tab of ['Story', /^All cards/]) {
      await page.getByRole('tab', { name: tab }).tap();
      expect.soft(await overflowing(page), `lesson tab ${String(tab)}`).toEqual([]);
    }
    // Home with a lesson opens on what is due (issue 28): Study now on the first screen.
    await page.goto('/');
    const today = page.getByRole('region', { name: 'Due today' });
    await onFirstScreen(page, today.getByRole('link', { name: 'Study now' }));
    await expect(page.getByRole('button', { name: 'Generate Flashcards' })).toBeVisible();
    expect.soft(await overflowing(page), 'home').toEqual([]);
    for (const mode of ['test', 'missing', 'order', 'slideshow', 'random']) {
      await page.goto(mode === 'random' ? '/random' : `/${mode}?story=${encodeURIComponent(id)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect.soft(await overflowing(page), mode).toEqual([]);
    }
    // Random has every mode a lesson has: its Order opens the newest lesson.
    const modes = page.getByRole('navigation', { name: 'Study modes' });
    await expect(modes.getByRole('link')).toHaveText([
      'Review',
      'Test',
      'Missing',
      'Order',
      'Random',
      'Slideshow',
    ]);
    await modes.getByRole('link', { name: 'Order' }).tap();
    await expect(page).toHaveURL(new RegExp(`/order\\?story=${encodeURIComponent(id)}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Sentence Order' })).toBeVisible();
    expect(unexpected(problems, lessonNoise)).toEqual([]);
  });
}
