import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { overflowing } from './layout';
import { spanishStory } from './study-helpers';

// A shared lesson paints itself before the app's code has run (decision
// 0045): the server puts the story's title and first cards in the page's
// HTML; the app takes them away once it shows the story itself, where they
// stood.
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
test.use(phone);
test.describe.configure({ timeout: 90_000 });

/** A guest's finished lesson, made through the API, and its public link's token. */
async function sharedLesson(page: Page): Promise<string> {
  const origin = new URL(
    page.url() === 'about:blank' ? '/' : page.url(),
    test.info().project.use.baseURL,
  ).origin;
  const headers = { Origin: origin };
  expect((await page.request.post('/api/v1/guest-sessions', { data: {}, headers })).status()).toBe(
    201,
  );
  const made = await page.request.post('/api/v1/stories', {
    data: { content: spanishStory, nativeLanguage: 'en', targetLanguage: 'es' },
    headers,
  });
  expect(made.status()).toBeLessThan(300);
  const id = ((await made.json()) as { story: { id: string } }).story.id;
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/v1/stories/${id}/status`)).json()) as {
            status: string;
          }
        ).status,
      { timeout: 30_000 },
    )
    .toBe('completed');
  const share = await page.request.post(`/api/v1/stories/${id}/shares`, { headers });
  expect(share.status()).toBe(201);
  return ((await share.json()) as { token: string }).token;
}

test('a shared lesson shows its story from its HTML alone, then the live page takes over where it stood', async ({
  page,
  browser,
  problems,
}) => {
  const token = await sharedLesson(page);

  // Someone sent the link, without JavaScript: the preview is all there is.
  const still = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const bare = await still.newPage();
  await bare.goto(`/shared/${token}`);
  // Hidden from assistive technology (which waits for the live page), so found by its tags.
  const preview = bare.locator('#shared-preview');
  await expect(preview.locator('h1')).toHaveText('María va al mercado por la mañana.');
  await expect(preview.locator('li p[lang="es"]').first()).toHaveText(
    'María va al mercado por la mañana.',
  );
  await expect(preview.locator('li p[lang="en"]').first()).toHaveText(
    'María goes to the market in the morning.',
  );
  const painted = await preview.locator('h1').boundingBox();
  expect(await overflowing(bare)).toEqual([]);
  await still.close();

  // Live: the preview is gone, the story stands where the preview showed it,
  // nothing moved, and the page works as before.
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/shared/${token}`);
  const heading = page.getByRole('heading', {
    level: 1,
    name: 'María va al mercado por la mañana.',
  });
  await expect(heading).toBeVisible();
  await expect(page.locator('#shared-preview')).toHaveCount(0);
  const live = await heading.boundingBox();
  expect(live?.y).toBeCloseTo(painted?.y ?? -1, 0);
  expect(live?.height).toBeCloseTo(painted?.height ?? -1, 0);
  await expect(
    page.getByRole('list', { name: 'Flashcards' }).getByRole('listitem').first(),
  ).toContainText('María goes to the market in the morning.');
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(
    0.01,
  );
  // A visitor is asked to sign in before the story is added.
  await page.getByRole('button', { name: 'Add to my stories' }).tap();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
});

test('on a wide screen too, the live story stands where the preview painted it', async ({
  browser,
}) => {
  const wide = { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false };
  const live = await browser.newContext(wide);
  const page = await live.newPage();
  const token = await sharedLesson(page);
  const still = await browser.newContext({ ...wide, javaScriptEnabled: false });
  const bare = await still.newPage();
  await bare.goto(`/shared/${token}`);
  const painted = await bare.locator('#shared-preview h1').boundingBox();
  await still.close();
  await page.goto(`/shared/${token}`);
  const heading = page.getByRole('heading', {
    level: 1,
    name: 'María va al mercado por la mañana.',
  });
  await expect(heading).toBeVisible();
  await expect(page.locator('#shared-preview')).toHaveCount(0);
  const box = await heading.boundingBox();
  expect(box?.y).toBeCloseTo(painted?.y ?? -1, 0);
  expect(box?.x).toBeCloseTo(painted?.x ?? -1, 0);
  await live.close();
});

test('an unknown shared link paints nothing and says it does not work', async ({ browser }) => {
  const still = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const bare = await still.newPage();
  await bare.goto(`/shared/${'A'.repeat(43)}`);
  await expect(bare.locator('#shared-preview')).toHaveCount(0);
  await still.close();
});
