import type { Page } from '@playwright/test';

import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { signInByApi } from './accounts';
import { uniqueEmail } from './mail';
import { lessonNoise, makeGuestLesson } from './study-helpers';

async function signInAdmin(page: Page): Promise<void> {
  await signInByApi(page, uniqueEmail('insight-admin'), true);
}

interface Insight {
  errors: number;
  funnel: { visitors: number; guests: number; firstLesson: number };
  sources: { source: string; visitors: number; guests: number; firstLesson: number }[];
  errorTypes: { type: string; count: number }[];
}

test('a newsletter visit and a guest lesson show on the dashboard; a thrown error reaches the error log', async ({
  page,
  problems,
}) => {
  test.setTimeout(120_000);
  const campaign = `newsletter-${String(Date.now())}`;
  await page.goto(`/?utm_source=${campaign}&utm_medium=email`);
  // The visit is seen once the app runs (a loaded machine may take seconds).
  await expect(page.locator('html[data-live="true"]')).toHaveCount(1);
  await makeGuestLesson(page, 'insight');
  // A thrown error in the browser is reported (javascript_error).
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('insight e2e boom');
    });
  });
  // Leaving the page sends what is pending by beacon.
  await page.goto('/about');
  await page.waitForTimeout(500);

  await signInAdmin(page);
  await expect
    .poll(async () => {
      const r = (await (await page.request.get('/api/v1/admin/insight?days=1')).json()) as Insight;
      const row = r.sources.find((s) => s.source === campaign);
      return [
        row?.visitors,
        row?.guests,
        row?.firstLesson,
        r.errorTypes.some((e) => e.type === 'javascript_error'),
        // The funnel counts this visitor among today's (other tests add theirs).
        r.funnel.visitors >= 1 && r.funnel.guests >= 1 && r.funnel.firstLesson >= 1,
      ];
    })
    .toEqual([1, 1, 1, true, true]);

  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/admin/insight');
    await page.getByRole('button', { name: 'Today' }).click();
    // Inside the admin console's frame: side navigation on a desktop, a menu on a phone.
    if (size.width < 1024) {
      await expect(page.getByRole('combobox', { name: 'Admin sections' })).toHaveValue(
        '/admin/insight',
      );
    } else {
      await expect(
        page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', {
          name: 'Dashboard',
        }),
      ).toHaveAttribute('aria-current', 'page');
    }
    const sources = page.getByRole('region', { name: 'Sources' });
    const row = sources.getByRole('row', { name: new RegExp(campaign) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell')).toHaveText(['1', '1', '1', '0', '0']);
    await expect(
      page.getByRole('region', { name: 'Funnel' }).getByText('First lesson'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Errors by type' }).getByText('javascript_error'),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Visitors and page views per day' }).locator('canvas'),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/insight-${String(size.width)}.png`,
      fullPage: true,
    });
  }
  // The thrown error is in the admin error log, with its message.
  await page.goto('/admin/errors');
  const errorType = page.getByRole('combobox', { name: 'Type' });
  await expect(errorType.locator('option', { hasText: 'javascript_error' })).toBeAttached();
  await errorType.selectOption('javascript_error');
  await expect(page.getByText(/insight e2e boom/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Leaving the dashboard may cut off its last figures' request.
  const leftEarly = /\/api\/v1\/admin\/insight\?days=\d+ \(net::ERR_ABORTED\)/;
  expect(
    problems.filter(
      (p) =>
        !lessonNoise.some((re) => re.test(p)) &&
        !p.includes('insight e2e boom') &&
        !leftEarly.test(p),
    ),
  ).toEqual([]);
});

test('a visitor gets no insight page or API', async ({ page }) => {
  expect((await page.request.get('/api/v1/admin/insight')).status()).toBe(401);
  await page.goto('/admin/insight');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
});

test('a signed-in learner gets no dashboard or ads page, nor their API', async ({ page }) => {
  await signInByApi(page, uniqueEmail('insight-learner'));
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  for (const path of ['/admin/insight', '/admin/ads']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible({
      timeout: 20_000,
    });
  }
  expect(scripts.filter((s) => /insight-page|ads-admin-page|daily-chart/.test(s))).toEqual([]);
  for (const api of [
    '/api/v1/admin/insight?days=7',
    '/api/v1/admin/ads',
    '/api/v1/admin/audio-reports',
  ]) {
    expect((await page.request.get(api)).status()).toBe(403);
  }
  expect(await axeViolations(page)).toEqual([]);
});
