import type { Page } from '@playwright/test';

import { password, signedInContext } from './accounts';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { grantAdmin } from './mail';

// Two accounts, the CLI and lazy chunks on a shared machine: give it time.
test.describe.configure({ timeout: 120_000 });
test.use({ navigationTimeout: 30_000 });
const seen = { timeout: 20_000 };

/** A confirmed account, signed in in a fresh browser context. */

async function credits(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/v1/me')).json()) as { credits: number }).credits;
}

for (const phone of [true, false]) {
  test(`an admin finds a user, adjusts credits with a reason and disables the account (${phone ? 'phone' : 'desktop'})`, async ({
    browser,
  }) => {
    const learner = await signedInContext(browser, 'learner', phone);
    const boss = await signedInContext(browser, 'boss', phone);
    grantAdmin(boss.email);
    const before = await credits(learner.page);
    const page = boss.page;

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible(seen);
    await page.getByRole('searchbox', { name: 'E-mail address' }).fill(learner.email);
    await page.getByRole('link', { name: new RegExp(learner.email) }).click();
    await expect(page.getByRole('heading', { name: learner.email })).toBeVisible(seen);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone ? 390 : 1280,
    );

    const form = page.getByRole('form', { name: 'Adjust credits' });
    await form.getByLabel('Amount').fill('25');
    await form.getByLabel('Reason').fill('Sorry for the failed lesson');
    await form.getByRole('button', { name: 'Adjust' }).click();
    await expect(page.getByText(`Done. The balance is now ${String(before + 25)}.`)).toBeVisible(
      seen,
    );
    await expect(page.getByText('Sorry for the failed lesson')).toBeVisible(seen);
    expect(await credits(learner.page)).toBe(before + 25);

    await page.getByRole('button', { name: 'Disable account' }).click();
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Enable account' })).toBeVisible(seen);
    // The learner's session ended at once; signing in again is refused plainly.
    const me = (await (await learner.page.request.get('/api/v1/me')).json()) as { mode: string };
    expect(me.mode).toBe('visitor');
    const login = await learner.page.request.post('/api/v1/auth/login', {
      data: { email: learner.email, password },
    });
    expect(login.status()).toBe(403);
    expect(((await login.json()) as { title: string }).title).toBe('Account Disabled');

    // The audit log has both actions, by this admin.
    if (phone) {
      await page
        .getByRole('combobox', { name: 'Admin sections' })
        .selectOption({ label: 'Audit log' });
    } else {
      await page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: 'Audit log' })
        .click();
    }
    await page.getByRole('searchbox', { name: 'Account or admin e-mail' }).fill(boss.email);
    await expect(page.locator('li', { hasText: 'account_disabled' }).first()).toBeVisible(seen);
    await expect(page.locator('li', { hasText: 'credits_adjusted' }).first()).toBeVisible(seen);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a non-admin gets no admin page, no admin code and no admin API', async ({ browser }) => {
  const { page } = await signedInContext(browser, 'nosy', true);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible(seen);
  await expect(page.getByText(/not an admin account/)).toBeVisible(seen);
  expect(scripts.filter((s) => /users-section|admin-layout|user-detail/.test(s))).toEqual([]);
  expect((await page.request.get('/api/v1/admin/users?q=a')).status()).toBe(403);
  expect(
    (
      await page.request.put(`/api/v1/admin/users/x%40example.com/disabled`, {
        data: { disabled: true },
      })
    ).status(),
  ).toBe(403);
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await visitor.request.get('/api/v1/admin/users?q=a')).status()).toBe(401);
  await page.goto('/create-content');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible(seen);
  expect(await axeViolations(page)).toEqual([]);
});
