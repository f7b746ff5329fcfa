import type { Page } from '@playwright/test';

import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { lessonNoise, makeGuestLesson } from './study-helpers';

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Nothing on the page is wider than the screen. */
async function fitsTheScreen(page: Page) {
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
}

test('a visitor sees the map, its table, and a language leads to its stories', async ({
  page,
  problems,
}) => {
  test.slow(); // a lazy page and its map on a busy machine
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByRole('img', { name: 'World map of the learning languages' }),
  ).toBeVisible();
  // Every country of a learning language is drawn; Spanish (the default) is outlined.
  expect(await page.locator('svg [data-country]').count()).toBeGreaterThan(100);
  await expect(page.locator('svg [data-country="MX"]')).toHaveAttribute('data-selected', 'true');

  const table = page.getByRole('table', { name: 'The languages as a table' });
  await expect(table.getByRole('row')).toHaveCount(12); // a header and 11 languages
  await expect(table.getByRole('rowheader', { name: /Japanese/ })).toBeVisible();
  await expect(page.getByText('Sign in or start as a guest')).toBeVisible();

  // Choosing Japanese in the table: the panel, the outline and the address follow.
  await table.getByRole('button', { name: /Japanese/ }).click();
  await expect(page).toHaveURL(/language=ja/);
  const panel = page.getByRole('region', { name: /Japanese/ });
  await expect(panel.getByText('Official in 1 country: Japan.')).toBeVisible();
  await expect(page.locator('svg [data-country="JP"]')).toHaveAttribute('data-selected', 'true');
  await expect(panel.getByRole('button')).toHaveCount(4); // the four quick stories
  expect(await axeViolations(page)).toEqual([]);

  // The curated stories of a language, from the table.
  await table.getByRole('link', { name: 'Stories in French' }).click();
  await expect(page).toHaveURL(/\/library\?target=fr&native=en/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('on a phone', () => {
  test.use(phone);

  test('a guest who studied sees their progress on the map, in German too', async ({
    page,
    problems,
  }) => {
    test.slow();
    const story = await makeGuestLesson(page, 'map');
    const { flashcards } = (await (
      await page.request.get(`/api/v1/stories/${story}/flashcards`)
    ).json()) as { flashcards: { id: string }[] };
    // Easy: the card leaves the learning steps at once, so it counts as learned.
    const r = await page.request.post('/api/v1/reviews', {
      data: { cardId: flashcards[0]?.id, mode: 'review', grade: 4, idempotencyKey: 'map-easy' },
    });
    expect(r.status()).toBe(200);
    await page.goto('/map?language=es');
    const panel = page.getByRole('region', { name: /Spanish/ });
    await expect(panel.getByTestId('map-learned')).toHaveText('1', { timeout: 20_000 });
    // The community's count is a number (reused for a minute, so not asserted exactly).
    await expect(panel.getByTestId('map-lessons')).toHaveText(/^\d+$/);
    await expect(page.getByText('Sign in or start as a guest')).toHaveCount(0);
    await fitsTheScreen(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/map?lang=de&language=es');
    await expect(page.getByRole('heading', { level: 1, name: 'Karte' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Die Sprachen als Tabelle' })).toBeVisible();
    await fitsTheScreen(page);
    expect(problems.filter((p) => !lessonNoise.some((n) => n.test(p)))).toEqual([]);
  });

  test('a lesson page does not shift while it loads (CLS ≤ 0.02)', async ({ page, problems }) => {
    test.slow();
    const id = await makeGuestLesson(page, 'cls');
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number };
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[]) {
          if (!entry.hadRecentInput) w.cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/flashcards?story=${id}`);
    await expect(page.getByRole('region', { name: 'Study one card at a time' })).toBeVisible({
      timeout: 30_000,
    });
    await page.waitForTimeout(1500); // late images, fonts and counts
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    expect(cls).toBeLessThanOrEqual(0.02);
    expect(problems.filter((p) => !lessonNoise.some((n) => n.test(p)))).toEqual([]);
  });
});

test('prerendered pages name their six language versions (hreflang)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/about');
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map(
        (l) =>
          `${l.getAttribute('hreflang') ?? ''} ${new URL(l.getAttribute('href') ?? '').pathname}${new URL(l.getAttribute('href') ?? '').search}`,
      ),
    );
  expect(alternates.sort()).toEqual(
    [
      'de /about?lang=de',
      'en /about',
      'es /about?lang=es',
      'fr /about?lang=fr',
      'hi /about?lang=hi',
      'x-default /about',
      'zh /about?lang=zh',
    ].sort(),
  );
  // ?lang=de is the German page, already in the HTML; the canonical stays.
  await page.goto('/about?lang=de');
  expect(await page.locator('html').getAttribute('lang')).toBe('de');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'Learn a language through the stories you love',
  );
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/about$/);
  await context.close();
});
