import type { Locator, Page } from '@playwright/test';

import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { unexpected } from './mail';
import { lessonNoise, makeGuestLesson } from './study-helpers';

// A whole round on a busy 2-core machine can pass 60 s (it did at load 14); the pace is not
// what is tested.
test.describe.configure({ timeout: 90_000 });

interface Due {
  total: { due: number; new: number };
}

async function dueToday(page: Page): Promise<Due['total']> {
  const response = await page.request.get('/api/v1/study/due');
  expect(response.status()).toBe(200);
  return ((await response.json()) as Due).total;
}

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the control with Tab');
}

test('a guest fills in the missing words of a lesson with the keyboard only', async ({
  page,
  problems,
}) => {
  const id = await makeGuestLesson(page, 'missing');
  const before = await dueToday(page);

  await page.goto(`/missing?story=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Missing Word' })).toBeVisible();
  const modes = page.getByRole('navigation', { name: 'Study modes' });
  await expect(modes.getByRole('link', { name: 'Missing' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const session = page.getByRole('region', { name: 'Fill in the missing word' });
  await expect(session.getByText(/^Sentence 1 of \d+$/)).toBeVisible();
  const total = Number(
    /of (\d+)$/.exec((await session.getByText(/^Sentence 1 of \d+$/).textContent()) ?? '')?.[1],
  );
  expect(total).toBeGreaterThanOrEqual(2);
  // The sentence has a gap for screen readers too, and a clue.
  await expect(session.getByText('(blank)')).toBeAttached();
  await expect(session.getByText('Meaning:')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // '?' opens the shortcuts; Escape closes them.
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const status = session.getByRole('status');
  const next = session.getByRole('button', { name: /^(Next sentence|See the score)$/ });
  for (let n = 1; n <= total; n++) {
    await expect(session.getByText(`Sentence ${String(n)} of ${String(total)}`)).toBeVisible();
    if (n === 2) {
      // Typing: Tab to the switch, Enter to pick it, then two wrong tries.
      await tabTo(page, session.getByRole('button', { name: 'Type' }));
      await page.keyboard.press('Enter');
      const input = session.getByRole('textbox', { name: 'Type the missing word' });
      await tabTo(page, input);
      await page.keyboard.type('zzzz');
      await page.keyboard.press('Enter');
      await expect(status).toHaveText('Not quite. Try once more.');
      await page.keyboard.type('qqq');
      await page.keyboard.press('Enter');
      await expect(status).toHaveText(/^✗ Not quite\. The missing word is: .+$/);
      await expect(input).toHaveAttribute('readonly', '');
    } else {
      // The answer mode is remembered: back from typing to choosing.
      const choose = session.getByRole('button', { name: 'Choose' });
      if ((await choose.getAttribute('aria-pressed')) === 'false') {
        await tabTo(page, choose);
        await page.keyboard.press('Enter');
        await expect(choose).toHaveAttribute('aria-pressed', 'true');
      }
      // Choosing by number: a wrong key rules its choice out; at most two tries.
      const choices = session.getByRole('group', { name: 'Choose the missing word' });
      await expect(choices.getByRole('button')).not.toHaveCount(0);
      for (let key = 1; key <= 4 && !(await next.isVisible()); key++) {
        await page.keyboard.press(String(key));
      }
      // Said with ✓/✗ and words; a right second try is said to count as Hard.
      await expect(status).toHaveText(
        /^(✓ Correct!|✓ Right on the second try: .+|✗ Not quite\. The missing word is: .+)$/,
      );
    }
    // The word is shown in the sentence, the audio can be replayed, Next has focus.
    await expect(session.locator('mark')).toBeVisible();
    await expect(
      session.getByRole('button', { name: /^(Play the sentence|Pause audio)$/ }),
    ).toBeVisible();
    await expect(next).toBeFocused();
    if (n === 1) expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { name: 'Your score' })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^\\d+ right on the first try out of ${String(total)}$`)),
  ).toBeVisible();
  // The typed question was missed: it is listed and can be retried.
  await expect(page.getByRole('heading', { name: 'Missed sentences' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry missed' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Every answer reached the server: each question's card is no longer new.
  await expect.poll(async () => (await dueToday(page)).new).toBe(before.new - total);

  await page.waitForLoadState('networkidle');
  expect(unexpected(problems, lessonNoise)).toEqual([]);
});
