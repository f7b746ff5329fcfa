import type { Page } from '@playwright/test';

import { expect } from './fixtures';
import { mailedLink } from './mail';

export const password = 'Blue-Lantern-42';

/** Registers in the open auth dialog's Register tab. */
export async function registerIn(page: Page, email: string, pass = password) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(pass);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration Successful!')).toBeVisible();
}

/** Logs in with the open auth dialog. */
export async function logIn(page: Page, email: string, pass = password) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(pass);
  await dialog.getByRole('button', { name: 'Log In' }).click();
}

/** Opens the mailed confirmation link and logs in with the dialog it opens. */
export async function confirmAndLogIn(page: Page, email: string, pass = password) {
  await page.goto(await mailedLink(email, 'confirm_email'));
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  await logIn(page, email, pass);
  await expect(page.getByText('Login Successful!')).toBeVisible();
}

/** A new account, registered, confirmed and signed in, on the home page. */
export async function signedInUser(page: Page, email: string, pass = password) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Register/Login' }).click();
  await registerIn(page, email, pass);
  await confirmAndLogIn(page, email, pass);
}
