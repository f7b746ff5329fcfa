import type { Browser } from '@playwright/test';

import { logIn, registerIn, signedInUser } from './accounts';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { mailedLink, unexpected, uniqueEmail } from './mail';
import { lessonNoise, spanishStory } from './study-helpers';

async function visitorContext(browser: Browser, network: string) {
  return browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': network } });
}

test('a lesson is listed, shared, added by a new account once, and outlives its deleted original', async ({
  page,
  browser,
  problems,
}) => {
  test.setTimeout(120_000);
  const owner = uniqueEmail('owner');
  await signedInUser(page, owner);
  await page.getByRole('textbox', { name: 'Your story' }).fill(spanishStory);
  await page.getByRole('button', { name: 'Generate Flashcards' }).click();
  await expect(page).toHaveURL(/\/flashcards\?story=/, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Study one card at a time' })).toBeVisible();

  // My Stories lists it, ready, with what is due.
  await page.goto('/stories');
  const lesson = page.getByRole('listitem', { name: /María va al mercado/ });
  await expect(lesson).toBeVisible();
  await expect(lesson.getByText('Ready')).toBeVisible();
  await expect(lesson.getByText('Spanish → English')).toBeVisible();
  await expect(lesson.getByTestId('story-due')).toContainText('New:');
  expect(await axeViolations(page)).toEqual([]);

  // Share: the public link.
  await lesson.getByRole('button', { name: 'Share' }).click();
  const shareDialog = page.getByRole('dialog', { name: 'Share this story' });
  const link = await shareDialog.getByLabel('Public link').inputValue();
  expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  await shareDialog.getByRole('button', { name: 'Close' }).click();

  // A visitor in another browser opens it, registers and confirms.
  const other = await visitorContext(browser, '10.250.1.2');
  const visitor = await other.newPage();
  const recipient = uniqueEmail('recipient');
  await visitor.goto(link);
  await expect(
    visitor.getByRole('heading', { level: 1, name: /María va al mercado/ }),
  ).toBeVisible();
  await expect(
    visitor.getByRole('list', { name: 'Flashcards' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  expect(await axeViolations(visitor)).toEqual([]);
  await visitor.getByRole('button', { name: 'Add to my stories' }).click();
  await expect(
    visitor.getByRole('heading', { name: 'Login to View Your Shared Story!' }),
  ).toBeVisible();
  await registerIn(visitor, recipient);
  await expect(
    visitor.getByText(
      'The shared story will be added to your stories when you log in after confirming your email.',
    ),
  ).toBeVisible();
  await visitor.goto(await mailedLink(recipient, 'confirm_email'));
  await expect(
    visitor.getByRole('heading', { name: 'Login to View Your Shared Story!' }),
  ).toBeVisible();
  await logIn(visitor, recipient);
  await expect(visitor.getByText('Welcome back! Adding shared story...')).toBeVisible();
  await expect(visitor.getByText('Shared story added')).toBeVisible();
  await expect(visitor).toHaveURL('/stories');
  const copy = visitor.getByRole('listitem', { name: /María va al mercado/ });
  await expect(copy).toHaveCount(1);
  await visitor.reload();
  await expect(copy).toHaveCount(1);

  // The owner deletes the original, behind the confirmation.
  await lesson.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete story' }).click();
  await expect(page.getByText('Story deleted')).toBeVisible();
  await expect(lesson).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No stories yet' })).toBeVisible();

  // The link is dead; the recipient's copy stays.
  const stranger = await (await visitorContext(browser, '10.250.1.3')).newPage();
  await stranger.goto(link);
  await expect(
    stranger.getByRole('heading', { level: 1, name: 'This link does not work' }),
  ).toBeVisible();
  await visitor.reload();
  await expect(copy).toHaveCount(1);
  await copy.getByRole('link', { name: 'Review' }).click();
  await expect(visitor.getByRole('region', { name: 'Study one card at a time' })).toBeVisible();

  expect(unexpected(problems, lessonNoise)).toEqual([]);
  await other.close();
});
