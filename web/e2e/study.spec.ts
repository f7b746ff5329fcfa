import { expect, test } from './fixtures';
import { unexpected, uniqueEmail } from './mail';

const story = 'María va al mercado por la mañana. Compra pan, queso y fruta fresca.';

// Closing the lesson's event stream and leaving the page while the ad video
// loads abort those requests on purpose (as in lesson.spec.ts).
const expectedProblems = [/\/events/, /default-ad\.mp4/];

test('a guest reviews a lesson with the keyboard, then answers a test question', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  await page.getByLabel('Your email').fill(uniqueEmail('study-guest'));
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByText('Welcome, Guest!')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your story' }).fill(story);
  await page.getByRole('button', { name: 'Generate Flashcards' }).click();
  await expect(page).toHaveURL(/\/flashcards\?story=/, { timeout: 20_000 });

  // Review: one card at a time, keyboard only.
  const session = page.getByRole('region', { name: 'Study one card at a time' });
  await expect(session.getByText(/^Card 1 of \d+$/)).toBeVisible();
  const due = session.getByTestId('due-today');
  await expect(due).toHaveText(/^Due today: 0 · New: \d+$/);
  const before = await due.textContent();
  await expect(session.getByRole('group', { name: 'How well did you know it?' })).toHaveCount(0);

  await page.keyboard.press('Space');
  await expect(session.getByRole('group', { name: 'How well did you know it?' })).toBeVisible();
  await page.keyboard.press('3');
  await expect(session.getByText(/^Card 2 of \d+$/)).toBeVisible();
  await expect(due).not.toHaveText(before ?? '');

  // The lesson list is still there.
  await expect(page.getByRole('heading', { name: 'All cards' })).toBeVisible();

  // Test: the mode switcher keeps the story.
  await page
    .getByRole('navigation', { name: 'Study modes' })
    .getByRole('link', { name: 'Test' })
    .click();
  await expect(page).toHaveURL(/\/test\?story=/);
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  const choices = page.getByRole('group', { name: 'Choose the translation' }).getByRole('button');
  await choices.first().click();
  await expect(page.getByText(/^(Correct!|Not quite\. The answer is: .+)$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next question' })).toBeFocused();

  // Reloading a mode page keeps it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Flashcard Test' })).toBeVisible();
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(unexpected(problems, expectedProblems)).toEqual([]);
});
