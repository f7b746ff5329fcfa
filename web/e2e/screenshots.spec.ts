import type { Page } from '@playwright/test';

import { confirmAndLogIn, registerIn } from './accounts';
import { expect, test } from './fixtures';
import { grantAdmin, uniqueEmail } from './mail';

/**
 * Screenshots of the auth screens at desktop and phone size, for review.
 * Run with STORYGLOT_E2E_SCREENSHOTS=1; they land in test-results/screenshots.
 */
test.skip(!process.env.STORYGLOT_E2E_SCREENSHOTS, 'set STORYGLOT_E2E_SCREENSHOTS=1');

const sizes = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'mobile', width: 390, height: 844 },
];

async function shot(page: Page, name: string) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: false });
}

for (const size of sizes) {
  test(`screenshots ${size.name}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
    await shot(page, `${size.name}-visitor-home`);

    await page.getByRole('button', { name: 'Register/Login' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await shot(page, `${size.name}-dialog-login`);
    await dialog.getByRole('tab', { name: 'Register' }).click();
    await dialog.getByLabel('Password').fill('Blue-lantern');
    await shot(page, `${size.name}-dialog-register`);
    await dialog.getByRole('tab', { name: 'Login' }).click();
    await dialog.getByRole('button', { name: 'Forgot Password?' }).click();
    await shot(page, `${size.name}-dialog-forgot`);
    await page.keyboard.press('Escape');

    const email = uniqueEmail(`shot-${size.name}`);
    await page.getByLabel('Your email').fill(email);
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await expect(page.getByText('Welcome, Guest!')).toBeVisible();
    await shot(page, `${size.name}-guest-home`);
    await page.getByRole('button', { name: 'Buy Credits' }).click();
    await shot(page, `${size.name}-buy-credits`);
    await page.keyboard.press('Escape');

    // Register the guest, confirm, log in as admin and look at the outbox.
    await page.getByRole('button', { name: 'Coffee' }).click();
    await page.getByRole('button', { name: 'Login / Register' }).click();
    await registerIn(page, email);
    grantAdmin(email);
    await confirmAndLogIn(page, email);
    await page.goto('/admin/outbox');
    await expect(page.getByRole('table', { name: 'Mail outbox' })).toBeVisible();
    await shot(page, `${size.name}-admin`);
  });
}
