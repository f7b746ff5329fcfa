import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { password, signedInUser } from './accounts';
import { unexpected, uniqueEmail } from './mail';

// Signing up, the account page (its Memory section simulates a year of reviews), a download,
// deleting and signing in again: more than 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

test('a learner downloads their data and deletes their account', async ({ page, problems }) => {
  const email = uniqueEmail('leaver');
  await signedInUser(page, email);
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The download is a zip holding data.json.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^storyglot-\d{4}-\d{2}-\d{2}\.zip$/);

  // A wrong address is refused with a visible reason; the right one deletes.
  const field = page.getByLabel(`Type your e-mail address (${email}) to confirm`);
  await field.fill('someone@example.com');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Type your e-mail address exactly as shown above.')).toBeVisible();
  await field.fill(email);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account is deleted')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Register/Login' })).toBeVisible();

  // The account is gone: signing in fails.
  await page.getByRole('button', { name: 'Register/Login' }).click();
  const login = page.getByRole('dialog');
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Invalid login credentials', { exact: false })).toBeVisible();
  expect(unexpected(problems, [/\/api\/v1\/auth\/login/, /status of 401/])).toEqual([]);
});

test('a visitor on the account page is told to sign in', async ({ page, problems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account');
  await expect(page.getByText('Sign in to manage your account')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(problems).toEqual([]);
});
