import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { unexpected } from './mail';
import { lessonNoise, makeGuestLesson } from './study-helpers';

// Issue 10 on a 390×844 touch phone: the grade buttons say when the card comes
// back (from the server's FSRS scheduler), the learner renames the lesson and
// reads the whole story.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 90_000 });

test('grade intervals, renaming the lesson and the story reader', async ({ page, problems }) => {
  await makeGuestLesson(page, 'tools');
  const session = page.getByRole('region', { name: 'Study one card at a time' });
  await session.getByRole('button', { name: 'Show answer' }).tap();
  const grades = session.getByRole('group', { name: 'How well did you know it?' });
  // A new card by FSRS-6's defaults: Again 1 min, Hard 6 min, Good 10 min, Easy 8 days.
  await expect(grades.getByTestId('grade-interval')).toHaveText(['1m', '6m', '10m', '8d']);
  expect(await axeViolations(page)).toEqual([]);
  await grades.getByRole('button', { name: /^Good/ }).tap();
  await expect(session.getByText(/^Card 2 of \d+$/)).toBeVisible();

  await page.getByRole('button', { name: 'Rename' }).tap();
  const field = page.getByRole('textbox', { name: 'Lesson title' });
  await field.fill('x'.repeat(61));
  await expect(page.getByText('Please enter a title of 1 to 60 characters.')).toBeVisible();
  await field.fill('Mi mañana');
  await page.getByRole('button', { name: 'Save' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi mañana' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi mañana' })).toBeVisible();
  await expect(page.getByText('First sentence:')).toBeVisible();

  await page.getByRole('tab', { name: 'Story' }).tap();
  const reader = page.getByRole('region', { name: 'The whole story' });
  await expect(reader.getByRole('listitem').first()).toBeVisible();
  expect(await reader.getByRole('listitem').count()).toBeGreaterThan(1);
  await expect(reader.getByRole('button', { name: 'Play sentence 1' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/');
  await expect(page.getByText('Mi mañana').first()).toBeVisible();
  expect(unexpected(problems, lessonNoise)).toEqual([]);
});
