import type { Page } from '@playwright/test';

import { password, registerIn } from './accounts';
import { expect, test } from './fixtures';
import { grantAdmin, mailedLink, unexpected, uniqueEmail } from './mail';

async function register(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Register/Login' }).click();
  await registerIn(page, email);
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** Opens the mailed confirmation link; the app lands on / with the login dialog open. */
async function confirm(page: Page, email: string) {
  await page.goto(await mailedLink(email, 'confirm_email'));
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Email confirmed! You can log in now.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
}

async function logIn(page: Page, email: string, pass: string) {
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(pass);
  await dialog.getByRole('button', { name: 'Log In' }).click();
}

// Register, confirm by mail, sign in, the outbox and sign out: more than 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

test('a visitor continues with a new email address and becomes a guest with 300 credits', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Storyglot' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  await expect(page.getByText('Google sign-in is not configured on this server')).toBeVisible();

  await page.getByLabel('Your email').fill(uniqueEmail('guest'));
  await page.getByRole('button', { name: 'Continue with Email' }).click();

  await expect(page.getByText('Welcome, Guest!')).toBeVisible();
  await expect(page.getByText('300', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transform Your Story' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout Guest' })).toBeVisible();

  // The guest session survives a reload (HttpOnly cookie).
  await page.reload();
  await expect(page.getByText('Welcome, Guest!')).toBeVisible();

  await page.getByRole('button', { name: 'Logout Guest' }).click();
  const confirmDialog = page.getByRole('alertdialog');
  await expect(confirmDialog.getByText('Logging in will delete all guest data')).toBeVisible();
  await confirmDialog.getByRole('button', { name: 'Yes, log out' }).click();
  await expect(page.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('register, confirm through the mailed link, sign in, see the outbox as admin, sign out', async ({
  page,
  problems,
}) => {
  const email = uniqueEmail('register');
  await register(page, email);
  await confirm(page, email);
  await logIn(page, email, password);

  await expect(page.getByText('Login Successful!')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  // Signed in after confirming: My Stories (product §4), then home.
  await expect(page).toHaveURL('/stories');
  await page.goto('/');
  await expect(page.getByText(`Welcome, ${email.slice(0, 13)}!`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();

  // Not an admin yet: /admin says so.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();

  grantAdmin(email);
  await page.goto('/admin/outbox');
  const table = page.getByRole('table', { name: 'Mail outbox' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  // The confirmation link is sealed in the outbox: only the mail (the log here) has it.
  await expect(row.getByRole('link', { name: 'Open confirmation link' })).toHaveCount(0);
  await expect(row.getByText('—')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Storyglot' }).click();
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('forgot password: the mailed link sets a new password; the old one stops working', async ({
  page,
  problems,
}) => {
  const email = uniqueEmail('reset');
  const newPassword = 'Green-Harbor-77';
  await register(page, email);
  await confirm(page, email);

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password Reset Email Sent!')).toBeVisible();

  const link = await mailedLink(email, 'reset_password');
  expect(link).toMatch(/^\/reset-password\?token=/);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Password Updated!')).toBeVisible();

  // The link is used up: said at once, before any password is typed (decision 0038).
  await page.reload();
  await expect(page.getByRole('alert').getByText('Invalid Link')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);

  await page.goto('/');
  await page.getByRole('button', { name: 'Register/Login' }).click();
  await logIn(page, email, password);
  await expect(page.getByText('Login Error')).toBeVisible();

  await page.getByRole('dialog').getByLabel('Password').fill(newPassword);
  await page.getByRole('dialog').getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Login Successful!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
  expect(
    unexpected(problems, [
      /\/api\/v1\/auth\/(login|password-reset\/(confirm|check))/,
      /status of 40[01]/,
    ]),
  ).toEqual([]);
});

test('five wrong passwords: the sixth attempt gets "Too Many Attempts", from the browser and from the server', async ({
  page,
  problems,
}) => {
  const email = uniqueEmail('limit');
  await page.goto('/');
  await page.getByRole('button', { name: 'Register/Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('not-the-password');
  const submit = dialog.getByRole('button', { name: 'Log In' });

  let serverAnswers = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/auth/login')) serverAnswers++;
  });
  for (let attempt = 1; attempt <= 5; attempt++) {
    await submit.click();
    await expect.poll(() => serverAnswers).toBe(attempt);
    await expect(submit).toBeEnabled();
  }
  await submit.click();
  await expect(page.getByText('Too Many Attempts')).toBeVisible();
  await expect(page.getByText('Please wait before trying again.')).toBeVisible();
  expect(serverAnswers).toBe(5);

  // Without the browser's tracker the server says the same (429).
  await page.evaluate(() => {
    localStorage.removeItem('loginAttempts');
  });
  await page.reload();
  await page.getByRole('button', { name: 'Register/Login' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('not-the-password');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/login'));
  await submit.click();
  expect((await answer).status()).toBe(429);
  await expect(page.getByText('Too Many Attempts')).toBeVisible();
  expect(unexpected(problems, [/\/api\/v1\/auth\/login/, /status of 4(01|29)/])).toEqual([]);
});
