import type { Page } from '@playwright/test';

import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { mailedLink, unexpected, uniqueEmail } from './mail';
import { lessonNoise } from './study-helpers';

// A quick story may be made on demand while start-up seeds the library on a
// busy 2-core machine; the pace is not what is tested.
test.describe.configure({ timeout: 120_000 });

const password = 'Blue-Lantern-42';

/** Registers, confirms and signs in through the API (the page shares its cookies). */
async function signIn(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  expect(
    (await page.request.post('/api/v1/auth/register', { data: { email, password } })).status(),
  ).toBe(201);
  await page.request.get(await mailedLink(email, 'confirm_email'));
  expect(
    (await page.request.post('/api/v1/auth/login', { data: { email, password } })).status(),
  ).toBe(200);
  return email;
}

test('a user taps Coffee and studies the lesson in Review', async ({ page, problems }) => {
  await signIn(page, 'quick-coffee');
  await page.goto('/');
  await page.getByRole('button', { name: 'Coffee' }).click();
  await expect(page).toHaveURL(/\/flashcards\?story=/, { timeout: 90_000 });
  const session = page.getByRole('region', { name: 'Study one card at a time' });
  await expect(session.getByText(/^Card 1 of \d+$/)).toBeVisible({ timeout: 20_000 });
  // Our story, with our own translation on the back.
  await expect(
    session.getByText('Son las ocho y Lucía entra en la cafetería de su barrio.').first(),
  ).toBeVisible();
  await page.keyboard.press('Space');
  await expect(
    session
      .getByText('It’s eight o’clock, and Lucía walks into the café in her neighbourhood.')
      .first(),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('3');
  await expect(session.getByText(/^Card 2 of \d+$/)).toBeVisible();

  // Opening it again gives the same lesson.
  const first = new URL(page.url()).searchParams.get('story');
  await page.goto('/');
  await page.getByRole('button', { name: 'Coffee' }).click();
  await expect(page).toHaveURL(`/flashcards?story=${first ?? ''}`);
  await expect(session.getByText(/^Card \d+ of \d+$/)).toBeVisible({ timeout: 20_000 });
  expect(unexpected(problems, lessonNoise)).toEqual([]);
});

test('a guest taps Coffee: the login prompt, then continue as a guest', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  await page.getByLabel('Your email').fill(uniqueEmail('quick-guest'));
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByText('Welcome, Guest!')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Coffee' }).click();
  const prompt = page.getByRole('dialog', { name: 'Log In to Open Quick Stories' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Transform Your Story' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a user adds a curated story from the library and studies it', async ({ page, problems }) => {
  await signIn(page, 'library');
  await page.goto('/');
  await page.getByRole('link', { name: 'Library' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Curated stories' })).toBeVisible();
  await page.getByLabel("I'm learning").selectOption('es');
  await page.getByLabel('I speak').selectOption('en');
  await expect(page).toHaveURL('/library?target=es&native=en');
  // Start-up seeds the list in the background: wait (through the API, so no
  // reload aborts the page's own request) for the first lessons, then look.
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/v1/public-stories?target=es&native=en');
        return ((await res.json()) as { stories?: unknown[] }).stories?.length ?? 0;
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0);
  await page.reload();
  const items = page.getByRole('list', { name: 'Curated stories' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const item = items.first();
  // Our own stories, translated by us: said before adding (product §6).
  await expect(item.getByTestId('back-badge')).toHaveText('Every sentence translated');
  await item.getByRole('button', { name: 'Add to my stories' }).click();
  await expect(page.getByText('Added to your stories')).toBeVisible();
  await item.getByRole('link', { name: 'Study' }).click();
  await expect(page).toHaveURL(/\/flashcards\?story=/);
  await expect(
    page.getByRole('region', { name: 'Study one card at a time' }).getByText(/^Card 1 of \d+$/),
  ).toBeVisible({ timeout: 20_000 });
  expect(unexpected(problems, lessonNoise)).toEqual([]);
});
