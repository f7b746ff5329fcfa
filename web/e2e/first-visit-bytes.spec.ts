import { expect, test } from './fixtures';
// @ts-expect-error -- a plain ES module of the build scripts, without types.
import { firstVisitBudget } from '../scripts/initial-bytes.mjs';

// What a first visit of / really downloads (decision 0045): every script and
// stylesheet the browser fetches from opening the page until it is loaded and
// the network has been quiet, as transferred (gzipped), in a fresh browser
// with nothing cached. Other pages' code loads later, on intent or when idle
// (src/app/route-intent.ts), and is not counted. scripts/initial-bytes.mjs
// counts the entry's module graph from the build; this counts what the app
// asks for as it starts, too (the page's own code, its strings).
test('a first visit of / downloads at most its budget of scripts and styles', async ({ page }) => {
  // Before idle: the browser never reports an idle moment here, so the
  // links' pages are not loaded ahead (src/app/route-intent.ts).
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const files: { url: string; bytes: number }[] = [];
  const sizes: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    sizes.push(
      request.sizes().then((s) => {
        files.push({ url: new URL(request.url()).pathname, bytes: s.responseBodySize });
      }),
    );
  });
  await page.goto('/', { waitUntil: 'load' });
  // Live (the page's own code has run), then nothing more asked for.
  await expect(page.locator('html[data-live="true"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await Promise.all(sizes);
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  const list = files
    .sort((a, b) => b.bytes - a.bytes)
    .map((f) => `${(f.bytes / 1024).toFixed(1).padStart(7)} KB  ${f.url}`)
    .join('\n');
  console.log(`first visit of /: ${files.length} files, ${(total / 1024).toFixed(1)} KB\n${list}`);
  expect(files.some((f) => f.url.endsWith('.js'))).toBe(true);
  // No other page's code before idle.
  expect(
    files
      .map((f) => f.url)
      .filter((u) => /\/(about|contact|leaderboards|map|stories|library|review)-page-/.test(u)),
  ).toEqual([]);
  expect(total, list).toBeLessThanOrEqual(firstVisitBudget as number);
});

test("another page's code loads when its link is pointed at, and the page then opens at once", async ({
  page,
  problems,
}) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/');
  await expect(page.locator('html[data-live="true"]')).toHaveCount(1);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Leaderboards' });
  const code = page.waitForResponse((r) => /\/assets\/leaderboards-page-[\w-]+\.js$/.test(r.url()));
  await link.hover();
  await code;
  await link.click();
  // No "Loading page…" on the way: the page's code was there.
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboards' })).toBeVisible({
    timeout: 5_000,
  });
  expect(problems).toEqual([]);
});
