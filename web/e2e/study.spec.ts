import type { Page } from '@playwright/test';

import { confirmAndLogIn, registerIn } from './accounts';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { unexpected, uniqueEmail } from './mail';
import { noonEastHours, timezoneIdOf } from './noon-zone';
import { lessonNoise, makeGuestLesson, reviewRound } from './study-helpers';

// A whole round on a busy 2-core machine can pass 30 s; the pace is not what is tested.
test.describe.configure({ timeout: 60_000 });

interface Due {
  total: { due: number; new: number };
}

// The browser's day, and the one the due counts are asked for, is about noon:
// a card graded Again is due in a minute, today at any hour of the run (at
// 23:59 UTC it would be tomorrow's). Minutes east of UTC.
const zone = noonEastHours() * 60;
test.use({ timezoneId: timezoneIdOf(zone / 60) });

/** GET /api/v1/study/due with the page's session. */
async function dueNow(page: Page, tzOffset = zone): Promise<Due['total']> {
  const response = await page.request.get(`/api/v1/study/due?tzOffset=${String(tzOffset)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Due).total;
}

test('Review: a whole round with the keyboard only; the due count moves; no axe violations', async ({
  page,
  problems,
}) => {
  await makeGuestLesson(page, 'study-review');
  const session = page.getByRole('region', { name: 'Study one card at a time' });
  await expect(session.getByText(/^Card 1 of \d+$/)).toBeVisible();
  const cards = Number((await session.getByText(/^Card 1 of \d+$/).textContent())?.split(' ')[3]);
  const before = await dueNow(page);
  expect(before.due).toBe(0);
  expect(before.new).toBeGreaterThanOrEqual(cards);
  const due = session.getByTestId('due-today');
  await expect(due).toHaveText(`Due today: 0 · New: ${String(before.new)}`);
  expect(await axeViolations(page)).toEqual([]);

  // The shortcuts overlay.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByText('Grade: Again, Hard, Good, Easy')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  for (let n = 1; n <= cards; n++) {
    await expect(
      session.getByText(`Card ${String(n)} of ${String(cards)}`, { exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Space');
    const grades = session.getByRole('group', { name: 'How well did you know it?' });
    await expect(grades).toBeVisible();
    if (n === 1) {
      // The flip is announced, and the answer side passes axe too.
      await expect(session.getByText(/^Answer shown: /)).toBeAttached();
      expect(await axeViolations(page)).toEqual([]);
    }
    // Good for most; Again for the first card, so one stays due today.
    await page.keyboard.press(n === 1 ? '1' : '3');
    if (n === 1) await expect(due).not.toHaveText(`Due today: 0 · New: ${String(before.new)}`);
  }
  await expect(session.getByText('You went through every card of this round.')).toBeVisible();
  const after = await dueNow(page);
  expect(after.new).toBe(before.new - cards);
  expect(after.due).toBeGreaterThanOrEqual(1);

  // The home page shows the same count.
  await page.goto('/');
  const today = page.getByRole('region', { name: 'Due today' });
  await expect(today.getByTestId('home-due')).toHaveText(String(after.due));
  await expect(today.getByRole('link', { name: 'Study now' })).toHaveAttribute('href', '/random');
  await page.waitForLoadState('networkidle');
  expect(unexpected(problems, lessonNoise)).toEqual([]);
});

test('Test: a round with number keys and Enter; typed answers; score; no axe violations', async ({
  page,
  problems,
}) => {
  const id = await makeGuestLesson(page, 'study-test');
  // The mode switcher keeps the story.
  await page
    .getByRole('navigation', { name: 'Study modes' })
    .getByRole('link', { name: 'Test' })
    .click();
  await expect(page).toHaveURL(`/test?story=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Flashcard Test' })).toBeVisible();
  const progress = page.getByText(/^Question 1 of \d+$/);
  await expect(progress).toBeVisible();
  const total = Number((await progress.textContent())?.split(' ')[3]);
  const before = await dueNow(page);
  expect(await axeViolations(page)).toEqual([]);

  for (let n = 1; n <= total; n++) {
    await expect(page.getByText(`Question ${String(n)} of ${String(total)}`)).toBeVisible();
    if (n === 2) {
      // Switch to typing with the keyboard: focus the switch, Enter.
      await page.getByRole('button', { name: 'Typing' }).focus();
      await page.keyboard.press('Enter');
      const input = page.getByRole('textbox', { name: 'Type the translation' });
      await expect(input).toBeFocused();
      await page.keyboard.type('something else entirely');
      await page.keyboard.press('Enter');
      await expect(page.getByText(/^Not quite\. The answer is: .+$/)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    } else {
      if (n === 3) {
        // And back to choosing.
        await page.getByRole('button', { name: 'Choosing' }).focus();
        await page.keyboard.press('Enter');
      }
      await page.keyboard.press('1');
      await expect(page.getByText(/^(Correct!|Not quite\. The answer is: .+)$/)).toBeVisible();
    }
    const next = page.getByRole('button', {
      name: n === total ? 'See the score' : 'Next question',
    });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: 'Your score' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^\\d+ right out of ${String(total)}$`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry missed' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const after = await dueNow(page);
  expect(after.new).toBe(before.new - total);
  // Reloading a mode page keeps it and its lesson.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Flashcard Test' })).toBeVisible();
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(unexpected(problems, lessonNoise)).toEqual([]);
});

test('Random: a round across lessons with the keyboard only; no axe violations', async ({
  page,
  problems,
}) => {
  await makeGuestLesson(page, 'study-random');
  await page.goto('/random');
  await expect(page.getByRole('heading', { level: 1, name: 'Random Mode' })).toBeVisible();
  const session = page.getByRole('region', { name: 'Study one card at a time' });
  const first = session.getByText(/^Card 1 of \d+$/);
  await expect(first).toBeVisible();
  const cards = Number((await first.textContent())?.split(' ')[3]);
  const before = await dueNow(page);
  await expect(session.getByText(/^From: /)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await reviewRound(page, session, cards, '4');
  const again = session.getByRole('button', { name: 'Draw new cards' });
  await expect(again).toBeVisible();
  expect((await dueNow(page)).new).toBe(before.new - cards);
  expect(await axeViolations(page)).toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(unexpected(problems, lessonNoise)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Review: swiping left and right moves between cards', async ({ page, problems }) => {
    await makeGuestLesson(page, 'study-swipe');
    const session = page.getByRole('region', { name: 'Study one card at a time' });
    await expect(session.getByText(/^Card 1 of \d+$/)).toBeVisible();
    const front = session.getByText('Front', { exact: true });
    const box = await front.boundingBox();
    if (!box) throw new Error('the card front is not on screen');
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    // A real touch gesture through Chromium's input pipeline.
    async function swipe(fromX: number, toX: number) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: fromX, y }],
      });
      for (let i = 1; i <= 5; i++) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: fromX + ((toX - fromX) * i) / 5, y }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }
    await swipe(320, 80);
    await expect(session.getByText(/^Card 2 of \d+$/)).toBeVisible();
    await swipe(80, 320);
    await expect(session.getByText(/^Card 1 of \d+$/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(unexpected(problems, lessonNoise)).toEqual([]);
  });
});

test('what a guest learnt moves to the account at sign-up', async ({ page, problems }) => {
  const email = uniqueEmail('study-signup');
  const storyId = await makeGuestLesson(page, 'study-signup', undefined, email);
  const session = page.getByRole('region', { name: 'Study one card at a time' });
  for (const [i, grade] of ['1', '3'].entries()) {
    await expect(session.getByText(new RegExp(`^Card ${String(i + 1)} of \\d+$`))).toBeVisible();
    await page.keyboard.press('Space');
    await expect(session.getByRole('group', { name: 'How well did you know it?' })).toBeVisible();
    await page.keyboard.press(grade);
  }
  await expect(session.getByText(/^Card 3 of \d+$/)).toBeVisible();
  const asGuest = await dueNow(page, zone);
  expect(asGuest.due).toBeGreaterThanOrEqual(1);
  // The browser keeps the guest's answers too.
  const kept = await page.evaluate(() => window.localStorage.getItem('guest_reviews'));
  expect(JSON.parse(kept ?? '[]')).toHaveLength(2);
  // And one the server never saw (as if its request had failed): only the import can bring it.
  const lesson = await page.request.get(`/api/v1/stories/${storyId}/flashcards`);
  const { flashcards } = (await lesson.json()) as { flashcards: { id: string }[] };
  const third = flashcards[2]?.id ?? '';
  await page.evaluate((cardId) => {
    const list = JSON.parse(window.localStorage.getItem('guest_reviews') ?? '[]') as unknown[];
    list.push({
      cardId,
      mode: 'review',
      grade: 3,
      idempotencyKey: 'kept-only-here',
      reviewedAt: new Date().toISOString(),
    });
    window.localStorage.setItem('guest_reviews', JSON.stringify(list));
  }, third);

  // Sign up from the guest home (a quick story asks for an account), confirm, sign in.
  await page.goto('/');
  await page.getByRole('button', { name: 'Coffee' }).click();
  await page.getByRole('button', { name: 'Login / Register' }).click();
  await registerIn(page, email);
  await confirmAndLogIn(page, email);

  // The account has the guest's lesson, memory and due cards, plus the answer only the
  // browser kept (Good on a new card: due again in 10 minutes); the kept answers are forgotten.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('guest_reviews')))
    .toBeNull();
  expect(await dueNow(page, zone)).toEqual({ due: asGuest.due + 1, new: asGuest.new - 1 });
  await page.waitForLoadState('networkidle');
  expect(unexpected(problems, lessonNoise)).toEqual([]);
});
