import { expect, test } from './fixtures';
import { overflowing } from './layout';
import { unexpected } from './mail';
import { lessonNoise, makeGuestLesson } from './study-helpers';

// A lesson page paints its lesson before the app's code has run (decision 0034):
// the server puts the title and the round's first card in
// the page's HTML; the app takes them away once it shows the lesson itself.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 90_000 });

test('a lesson page shows its lesson from its HTML alone, then the live page takes over', async ({
  page,
  browser,
  problems,
}) => {
  const id = await makeGuestLesson(page, 'preview');

  // The learner's own browser without JavaScript: the preview is all there is.
  const still = await browser.newContext({
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const bare = await still.newPage();
  await bare.goto(`/flashcards?story=${id}`);
  // Hidden from assistive technology (which waits for the live page), so found by its tags.
  const preview = bare.locator('#lesson-preview');
  await expect(preview.locator('h1')).toHaveText('María va al mercado por la mañana.');
  // The round opens with the first new card: the first sentence.
  await expect(preview.locator('p[lang="es"]')).toHaveText('María va al mercado por la mañana.');
  expect(await overflowing(bare)).toEqual([]);
  await still.close();

  // Live: the lesson came with the page (decision 0054), so the page shows it
  // without waiting for the API's answers (held back here for a minute).
  for (const path of ['flashcards', 'study-queue']) {
    await page.route(`**/api/v1/stories/${id}/${path}*`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 60_000));
      await route.continue().catch(() => undefined);
    });
  }
  // The preview is gone and the card under it answers a tap.
  await page.goto(`/flashcards?story=${id}`);
  const session = page.getByRole('region', { name: 'Study one card at a time' });
  await expect(session).toBeVisible();
  await expect(page.locator('#lesson-preview')).toHaveCount(0);
  await session.getByRole('button', { name: 'Show answer' }).tap();
  await expect(
    session.getByText('María goes to the market in the morning.', { exact: true }),
  ).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect(unexpected(problems, lessonNoise)).toEqual([]);
});

test('someone else opening the lesson page gets no preview of it', async ({ page, browser }) => {
  const id = await makeGuestLesson(page, 'preview-other');
  const stranger = await browser.newContext({ javaScriptEnabled: false });
  const other = await stranger.newPage();
  await other.goto(`/flashcards?story=${id}`);
  await expect(other.locator('#lesson-preview')).toHaveCount(0);
  expect(await other.content()).not.toContain('María va al mercado');
  await stranger.close();
});
