import type { Locator, Page, Response } from '@playwright/test';

import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { overflowing } from './layout';
import { unexpected, uniqueEmail } from './mail';
import { lessonNoise, makeGuestLesson, spanishStory } from './study-helpers';

// Issue 28: a returning learner's home opens on what is due today, on a
// 390×844 touch phone; a first-timer still starts with the form.
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
  expect(box.y + box.height, 'bottom on the first screen').toBeLessThanOrEqual(844);
  return box;
}

interface Share {
  words: number;
  known: number;
  learning: number;
  ignored: number;
  percent: number;
  newWords: string[];
}

function isShare(r: Response): boolean {
  return r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/words/share';
}

test('a returning guest lands on the due count and Study now, first screen; Study now opens Random', async ({
  page,
  problems,
}, testInfo) => {
  await makeGuestLesson(page, 'home-today');
  await page.goto('/');
  const today = page.getByRole('region', { name: 'Due today' });
  await onFirstScreen(page, today.getByTestId('home-due'));
  await expect(today.getByTestId('home-new')).toHaveText(/^New cards waiting: [1-9]\d*$/);
  const study = today.getByRole('link', { name: 'Study now' });
  const button = await onFirstScreen(page, study);
  // A guest has no streak, and is told so in one line.
  await expect(today.getByText(/Guests keep no streak\./)).toBeVisible();
  await expect(today.getByRole('button', { name: 'Sign up to keep one' })).toBeVisible();
  // The form for a new story follows.
  const form = await page.getByRole('heading', { name: 'Transform Your Story' }).boundingBox();
  expect(form?.y ?? 0).toBeGreaterThan(button.y);
  expect(await overflowing(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('home-today-phone.png') });
  expect(await axeViolations(page)).toEqual([]);

  await study.tap();
  await expect(page).toHaveURL(/\/random$/);
  await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(unexpected(problems, lessonNoise)).toEqual([]);
});

test('a first-time guest lands on the form, with no today panel', async ({ page, problems }) => {
  await page.goto('/');
  // A visitor has no words: the share known is for a guest or user only.
  const visitorAsk = await page.request.post('/api/v1/words/share', {
    data: { targetLanguage: 'es', nativeLanguage: 'en', text: spanishStory },
  });
  expect(visitorAsk.status()).toBe(401);
  await page.getByLabel('Your email').fill(uniqueEmail('home-first'));
  const due = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/study/due');
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByText('Welcome, Guest!')).toBeVisible({ timeout: 15_000 });
  await due;
  await onFirstScreen(page, page.getByRole('textbox', { name: 'Your story' }));
  await expect(page.getByRole('region', { name: 'Due today' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Study now' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('typing a story says how much of it is known, and the share rises as a word becomes known', async ({
  page,
  problems,
}) => {
  await makeGuestLesson(page, 'home-share');
  await page.goto('/');
  const story = page.getByRole('textbox', { name: 'Your story' });
  const line = page.getByTestId('known-share');

  let asked = page.waitForResponse(isShare);
  await story.fill(spanishStory);
  let response = await asked;
  const language = (response.request().postDataJSON() as { targetLanguage: string }).targetLanguage;
  const before = (await response.json()) as Share;
  expect(before.words).toBeGreaterThan(0);
  expect(before.newWords.length).toBeGreaterThan(0);
  await expect(line).toContainText(
    before.known + before.learning + before.ignored === 0
      ? 'You know none of its words yet'
      : `${String(before.percent)} % of its words known`,
  );

  // A word marked known in the reader (here through the API, with the page's
  // session): 'pan', a word of the story that is its own lemma.
  const marked = await page.request.put('/api/v1/words', {
    data: { language, word: 'pan', status: 'known' },
  });
  expect(marked.ok(), await marked.text()).toBe(true);

  // The story grows by words it already has: the same words, one more known.
  asked = page.waitForResponse(isShare);
  await story.fill(`${spanishStory} Compra pan y queso.`);
  response = await asked;
  const after = (await response.json()) as Share;
  expect(after.known).toBe(before.known + 1);
  expect(after.percent).toBeGreaterThan(before.percent);
  await expect(line).toContainText(`${String(after.percent)} % of its words known`);
  // The first new words, in the story's language.
  await expect(line.locator(`[lang="${language}"]`)).toHaveText(
    after.newWords.slice(0, 8).join(', '),
  );
  expect(await axeViolations(page)).toEqual([]);
  expect(unexpected(problems, lessonNoise)).toEqual([]);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

  test('the today panel is above the form, on the first screen', async ({
    page,
    problems,
  }, testInfo) => {
    await makeGuestLesson(page, 'home-today-desktop');
    await page.goto('/');
    const today = page.getByRole('region', { name: 'Due today' });
    await expect(today.getByTestId('home-due')).toBeVisible();
    const box = await today.getByRole('link', { name: 'Study now' }).boundingBox();
    expect((box?.y ?? 900) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
    await page.screenshot({ path: testInfo.outputPath('home-today-desktop.png') });
    await page.waitForLoadState('networkidle');
    expect(unexpected(problems, lessonNoise)).toEqual([]);
  });
});
