import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { grantAdmin, mailedLink, uniqueEmail } from './mail';

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
    await page.getByRole('dialog').getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill(email);
    await page.getByRole('dialog').getByLabel('Password').fill('Blue-Lantern-42');
    await page.getByRole('dialog').getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Registration Successful!')).toBeVisible();
    await page.goto(await mailedLink(email, 'confirm_email'));
    grantAdmin(email);
    const login = page.getByRole('dialog', { name: 'Welcome Back' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill('Blue-Lantern-42');
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Login Successful!')).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('table', { name: 'Mail outbox' })).toBeVisible();
    await shot(page, `${size.name}-admin`);
  });
}
