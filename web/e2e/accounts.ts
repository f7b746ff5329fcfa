import type { Browser, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { grantAdmin, mailedLink, uniqueEmail } from './mail';

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
  // A confirmed sign-up lands on My Stories (product §4); the callers start home.
  await expect(page).toHaveURL('/stories');
  await page.goto('/');
}

/** A new account, registered, confirmed and signed in, on the home page. */
export async function signedInUser(page: Page, email: string, pass = password) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Register/Login' }).click();
  await registerIn(page, email, pass);
  await confirmAndLogIn(page, email, pass);
}

/**
 * A confirmed, signed-in account in a browser context of its own, on a
 * desktop or on a 390×844 touch phone.
 */
export async function signedInContext(
  browser: Browser,
  label: string,
  phone: boolean,
): Promise<{ page: Page; email: string }> {
  const baseURL = test.info().project.use.baseURL;
  const context = await browser.newContext(
    phone
      ? { baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
      : { baseURL, viewport: { width: 1280, height: 800 } },
  );
  const page = await context.newPage();
  const email = uniqueEmail(label);
  await signInByApi(page, email);
  return { page, email };
}

/**
 * Registers, confirms and signs in email through the API, in page's browser
 * context (its cookies are the page's); an admin when admin is set.
 */
export async function signInByApi(page: Page, email: string, admin = false): Promise<void> {
  expect(
    (await page.request.post('/api/v1/auth/register', { data: { email, password } })).status(),
  ).toBe(201);
  await page.request.get(await mailedLink(email, 'confirm_email'), { maxRedirects: 0 });
  if (admin) grantAdmin(email);
  expect(
    (await page.request.post('/api/v1/auth/login', { data: { email, password } })).status(),
  ).toBe(200);
}

/** A new account made by signInByApi under a unique address for label; returns the address. */
export async function signedUpByApi(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await signInByApi(page, email);
  return email;
}
