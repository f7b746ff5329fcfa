import type { Page } from '@playwright/test';

import { signedInUser } from './accounts';
import { expect, test } from './fixtures';
import { unexpected, uniqueEmail } from './mail';
import { keepStudyingAsGuest } from './study-helpers';

// Three Spanish sentences: the offline engine translates es→en (Apertium),
// pronounces them (espeak-ng) and speaks them (MP3).
const sentences = [
  'María va al mercado por la mañana.',
  'Compra pan, queso y fruta fresca.',
  'Después vuelve a casa con su perro.',
];
const story = sentences.join(' ');

// Closing the event stream at the end of a lesson and leaving the page while
// the ad video loads abort those requests on purpose.
const expectedProblems = [/\/events/, /default-ad\.mp4/];

async function startGuest(page: Page) {
  await page.goto('/');
  await page.getByLabel('Your email').fill(uniqueEmail('lesson-guest'));
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByText('Welcome, Guest!')).toBeVisible();
}

/**
 * Records, in the page, the highest "Flashcards ready: N" the wait overlay
 * showed and the fronts it showed, so a test can tell the cards streamed in
 * even when the lesson is over before the next assertion.
 */
async function watchOverlay(page: Page) {
  await page.evaluate(() => {
    const seen = { max: 0, fronts: [] as string[], waitingLabel: false };
    (window as unknown as { lessonSeen: typeof seen }).lessonSeen = seen;
    new MutationObserver(() => {
      if (document.body.textContent.includes('Waiting for flashcards...')) seen.waitingLabel = true;
      const overlay = document.querySelector('[aria-label="Making your flashcards"]');
      if (!overlay) return;
      const count = /Flashcards ready: (\d+)/.exec(overlay.textContent);
      if (count) seen.max = Math.max(seen.max, Number(count[1]));
      const front = overlay.querySelector('figure p')?.textContent;
      if (front && !seen.fronts.includes(front)) seen.fronts.push(front);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function generate(page: Page) {
  await page.getByRole('textbox', { name: 'Your story' }).fill(story);
  await watchOverlay(page);
  await page.getByRole('button', { name: 'Generate Flashcards' }).click();
}

async function expectLesson(page: Page) {
  await expect(page).toHaveURL(/\/flashcards\?story=/, { timeout: 20_000 });
  const seen = await page.evaluate(
    () =>
      (
        window as unknown as {
          lessonSeen: { max: number; fronts: string[]; waitingLabel: boolean };
        }
      ).lessonSeen,
  );
  expect(seen.waitingLabel).toBe(true);
  expect(seen.max).toBeGreaterThanOrEqual(1);
  expect(seen.fronts.length).toBeGreaterThanOrEqual(1);

  // A card per sentence (and word cards for some of its words), in the list's own tab.
  await page.getByRole('tab', { name: /^All cards/ }).click();
  const cardOf = (sentence: string) =>
    page.getByRole('article').filter({ has: page.getByRole('heading', { name: sentence }) });
  for (const sentence of sentences) {
    const card = cardOf(sentence);
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Translation', { exact: true })).toBeVisible();
    await expect(card.getByText('Pronunciation', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Play audio' })).toBeVisible();
  }
  const first = cardOf(sentences[0] ?? '');
  await expect(first.getByText(/goes to the market/i)).toBeVisible();
  await expect(first.getByText('Machine draft')).toBeVisible();
  await expect(first.getByText(/maɾˈia/)).toBeVisible();

  // The audio is a real MP3, and playing it works.
  const audio = first.locator('audio');
  const src = await audio.getAttribute('src');
  expect(src).toBeTruthy();
  const response = await page.request.get(src ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('audio/mpeg');
  await first.getByRole('button', { name: 'Play audio' }).click();
  await expect
    .poll(() =>
      audio.evaluate((el: HTMLAudioElement) => ({
        error: el.error?.code ?? 0,
        started: el.played.length > 0 || !el.paused,
      })),
    )
    .toEqual({ error: 0, started: true });
  await expect(page.getByText('The audio could not be played.')).toHaveCount(0);
}

test('a guest turns a Spanish story into a lesson: cards stream in, then the review lists them', async ({
  page,
  problems,
}) => {
  await startGuest(page);
  await generate(page);
  await expect(page).toHaveURL(/\/flashcards\?story=/, { timeout: 20_000 });
  await keepStudyingAsGuest(page);
  await expectLesson(page);

  // Saved locally under guest_stories (product §9).
  const saved = await page.evaluate(
    () => JSON.parse(localStorage.getItem('guest_stories') ?? '[]') as { content: string }[],
  );
  expect(saved[0]?.content).toBe(story);
  expect(unexpected(problems, expectedProblems)).toEqual([]);
});

test("too short and too expensive stories get product §6's messages", async ({
  page,
  problems,
}) => {
  await startGuest(page);
  const text = page.getByRole('textbox', { name: 'Your story' });
  const generateButton = page.getByRole('button', { name: 'Generate Flashcards' });

  await text.fill('Hola amigo');
  await generateButton.click();
  await expect(page.getByText('Story Too Short')).toBeVisible();
  await expect(
    page.getByText('Please enter at least 13 characters for your story to generate flashcards.'),
  ).toBeVisible();

  await text.fill('a'.repeat(350));
  await expect(page.getByText('Need 50 more credits')).toBeVisible();
  await expect(page.getByText('350 characters · 300 credits available')).toBeVisible();
  await expect(generateButton).toBeDisabled();
  expect(unexpected(problems, expectedProblems)).toEqual([]);
});

test('French text with Spanish as the target is asked about before any credit moves', async ({
  page,
  problems,
}) => {
  await startGuest(page);
  await page
    .getByRole('textbox', { name: 'Your story' })
    .fill(
      'Marie entre dans un petit café. Elle demande un café au lait et un croissant. Le serveur sourit.',
    );
  await page.getByRole('button', { name: 'Generate Flashcards' }).click();
  const question = page.getByTestId('language-mismatch');
  await expect(question).toContainText('Your story looks like French');
  await expect(question).toContainText('No credits have been taken.');
  await expect(page.getByText('96 characters · 300 credits available')).toBeVisible();
  // The learner decides: switch the target, and the lesson is made in French.
  await question.getByRole('button', { name: 'Switch target to French' }).click();
  await expect(page).toHaveURL(/\/flashcards\?story=/, { timeout: 20_000 });
  await expect(page.getByText(/^Flashcard review · French/i)).toBeVisible();
  // The refused try is the one expected 4xx (and the browser's console line about it).
  const refused = [/HTTP 422: .*\/api\/v1\/stories$/, /status of 422/];
  expect(unexpected(problems, [...expectedProblems, ...refused])).toEqual([]);
});

test('a signed-in user gets "Flashcards Ready" and the review', async ({ page, problems }) => {
  // Registering, confirming by mail, signing in and a whole lesson: past 30 s on a busy machine.
  test.setTimeout(60_000);
  const email = uniqueEmail('lesson-user');
  await signedInUser(page, email);
  await expect(page.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();

  await generate(page);
  await expect(page.getByText('Flashcards Ready', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  // One toast at a time: "Flashcards Ready" took the place of "started", never beside it.
  await expect(page.getByText('Flashcard generation started successfully!')).toHaveCount(0);
  await expectLesson(page);

  // Without ?story the review opens the newest lesson.
  await page.waitForLoadState('networkidle');
  await page.goto('/flashcards');
  await expect(page).toHaveURL(/\/flashcards\?story=/);
  await page.getByRole('tab', { name: /^All cards/ }).click();
  await expect(page.getByRole('heading', { name: sentences[2] })).toBeVisible();
  expect(unexpected(problems, expectedProblems)).toEqual([]);
});
