import type { Locator, Page } from '@playwright/test';

import { expect } from './fixtures';
import { uniqueEmail } from './mail';

/** A short Spanish story the offline engine turns into a lesson in about a second. */
export const spanishStory = 'María va al mercado por la mañana. Compra pan, queso y fruta fresca.';

// Closing the lesson's event stream and leaving the page while the ad video
// loads abort those requests on purpose (as in lesson.spec.ts).
export const lessonNoise = [/\/events/, /default-ad\.mp4/];

/**
 * A guest's first lesson opens under 'Save Your Story' (product §4): the
 * guest carries on as a guest.
 */
export async function keepStudyingAsGuest(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Save Your Story' });
  await expect(dialog).toContainText('Create a free account to keep it');
  await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Starts a guest session and makes a lesson of `story` with the offline
 * engine; returns the story id once /flashcards shows it, ready to study.
 */
export async function makeGuestLesson(
  page: Page,
  name: string,
  story: string = spanishStory,
  email: string = uniqueEmail(name),
): Promise<string> {
  await page.goto('/');
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByText('Welcome, Guest!')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Your story' }).fill(story);
  await page.getByRole('button', { name: 'Generate Flashcards' }).click();
  await expect(page).toHaveURL(/\/flashcards\?story=/, { timeout: 20_000 });
  await keepStudyingAsGuest(page);
  // Settled: the study queue has loaded (leaving earlier would abort its request).
  await expect(page.getByRole('region', { name: 'Study one card at a time' })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('story');
  if (!id) throw new Error('no story id in the URL');
  return id;
}

/** Goes through a Review round of `cards` cards: flips each with Space and grades it with `grade`. */
export async function reviewRound(page: Page, session: Locator, cards: number, grade: string) {
  for (let n = 1; n <= cards; n++) {
    await expect(
      session.getByText(`Card ${String(n)} of ${String(cards)}`, { exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Space');
    await expect(session.getByRole('group', { name: 'How well did you know it?' })).toBeVisible();
    await page.keyboard.press(grade);
  }
}
