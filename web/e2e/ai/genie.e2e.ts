import type { Page } from '@playwright/test';

import { axeViolations } from '../axe';
import { expect, test } from '../fixtures';
import { uniqueEmail } from '../mail';

// The stand-in's story (e2e/ai/stand-in.mjs).
const standInStory = 'Un gato curioso sube al tejado y mira la luna toda la noche.';

async function startGuest(page: Page, name: string) {
  await page.goto('/');
  await page.getByLabel('Your email').fill(uniqueEmail(name));
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByText('Welcome, Guest!')).toBeVisible();
  // The arrow hint pulses for ever; axe waits for a still page.
  await page.getByRole('button', { name: 'Hide this hint' }).click();
}

async function openGenie(page: Page) {
  await page.getByRole('button', { name: 'Open the Genie' }).click();
  const dialog = page.getByRole('dialog', { name: 'The Genie' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectAxeClean(page: Page, step: string) {
  expect(await axeViolations(page), step).toEqual([]);
}

test('a guest wishes for a new story: it lands in the story input and becomes a lesson', async ({
  page,
  problems,
}) => {
  test.setTimeout(90_000);
  await startGuest(page, 'genie-guest');
  const genie = await openGenie(page);
  await expect(genie.getByText('3 wishes left')).toBeAttached();
  await expectAxeClean(page, 'open dialog');
  await genie.getByRole('button', { name: 'Got it' }).click();

  await genie.getByRole('button', { name: 'New Story' }).click();
  // An empty answer is refused with product §13's text.
  await genie.getByRole('button', { name: 'Next' }).click();
  await expect(genie.getByText('Please describe the main character')).toBeVisible();
  await expectAxeClean(page, 'new story step 1 refused');
  await genie.getByLabel('Who is the main character?').fill('un gato curioso');
  await genie.getByRole('button', { name: 'Next' }).click();
  await genie.getByLabel('Where does the story happen?').fill('un tejado de Madrid');
  await expectAxeClean(page, 'new story step 2');
  await genie.getByRole('button', { name: 'Next' }).click();
  await genie.getByLabel('What is the theme or struggle?').fill('mirar la luna');
  await genie.getByRole('button', { name: 'Next' }).click();
  await genie.getByRole('radio', { name: 'Short (under 100 characters)' }).check();
  await expectAxeClean(page, 'new story step 4');
  await genie.getByRole('button', { name: 'Generate Story' }).click();

  const star = page.getByRole('alertdialog', { name: 'Use a Mystical Star?' });
  await expect(star).toBeVisible();
  await expectAxeClean(page, 'star confirmation');
  await star.getByRole('button', { name: 'Use a Wish' }).click();

  const granted = page.getByRole('alertdialog', { name: 'Your Wish Has Been Granted!' });
  await expect(granted.getByText('You have 2 wishes left.')).toBeVisible();
  await expectAxeClean(page, 'wish granted');
  await granted.getByRole('button', { name: 'Wonderful' }).click();
  await expect(genie.getByText(standInStory, { exact: true })).toBeVisible();
  await expect(genie.getByRole('button', { name: 'Regenerate (3 of 3 left)' })).toBeVisible();
  await expect(genie.getByText('2 wishes left')).toBeAttached();
  await expectAxeClean(page, 'new story result');

  await genie.getByRole('button', { name: 'Close', exact: true }).first().click();
  await page.keyboard.press('Escape');
  await expect(genie).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Your story' })).toHaveValue(standInStory);

  await page.getByRole('button', { name: 'Generate Flashcards' }).click();
  await expect(page).toHaveURL(/\/flashcards\?story=/, { timeout: 60_000 });
  expect(problems).toEqual([]);
});

test('the Change Story and Story Ideas wizards, then a guest at 0 wishes is asked to sign up', async ({
  page,
  problems,
}) => {
  test.setTimeout(90_000);
  await startGuest(page, 'genie-wizards');
  await page
    .getByRole('textbox', { name: 'Your story' })
    .fill('Un perro corre por la playa cada mañana.');
  const genie = await openGenie(page);

  // Change Story: starts from the story in the input.
  await genie.getByRole('button', { name: 'Change Story' }).click();
  await expect(genie.getByLabel('The story to modify')).toHaveValue(
    'Un perro corre por la playa cada mañana.',
  );
  await expectAxeClean(page, 'change story step 1');
  await genie.getByRole('button', { name: 'Next' }).click();
  await genie.getByLabel('What should change?').fill('corto');
  await genie.getByRole('button', { name: 'Next' }).click();
  await expect(
    genie.getByText('Please describe the changes you want (at least 10 characters)'),
  ).toBeVisible();
  await genie.getByLabel('What should change?').fill('que sea un gato');
  await genie.getByRole('button', { name: 'Next' }).click();
  await genie.getByRole('radio', { name: 'Shorter' }).check();
  await expectAxeClean(page, 'change story step 3');
  await genie.getByRole('button', { name: 'Generate Story' }).click();
  await page.getByRole('button', { name: 'Use a Wish' }).click();
  await page.getByRole('button', { name: 'Wonderful' }).click();
  await expect(genie.getByRole('button', { name: 'Regenerate (3 of 3 left)' })).toBeVisible();
  await expectAxeClean(page, 'change story result');
  // A new change starts from the result: another wish.
  await genie.getByRole('button', { name: 'Start New Change' }).click();
  await expect(genie.getByLabel('The story to modify')).toHaveValue(standInStory);
  await genie.getByRole('button', { name: 'Next' }).click();
  await genie.getByLabel('What should change?').fill('que sea de día');
  await genie.getByRole('button', { name: 'Next' }).click();
  await genie.getByRole('button', { name: 'Generate Story' }).click();
  await page.getByRole('button', { name: 'Use a Wish' }).click();
  await expect(page.getByText('You have 1 wish left.')).toBeVisible();
  await page.getByRole('button', { name: 'Wonderful' }).click();
  await genie.getByRole('button', { name: 'Close', exact: true }).first().click();

  // Story Ideas: 13 cards, one picked, its story; the pair is one wish.
  await genie.getByRole('button', { name: 'Story Ideas' }).click();
  await genie.getByLabel('What are you interested in?').fill('gatos y la luna');
  await genie.getByRole('button', { name: 'Next' }).click();
  await expectAxeClean(page, 'ideas step 2');
  await genie.getByRole('button', { name: 'Generate Ideas' }).click();
  await page.getByRole('button', { name: 'Use a Wish' }).click();
  await page.getByRole('button', { name: 'Wonderful' }).click();
  await expect(genie.getByRole('radio')).toHaveCount(13);
  await expectAxeClean(page, 'ideas step 3');
  await genie.getByRole('button', { name: 'Write This Story' }).click();
  await expect(genie.getByText('Please select a story idea')).toBeVisible();
  await genie.getByRole('radio', { name: /Idea 5/ }).check();
  await genie.getByRole('button', { name: 'Write This Story' }).click();
  await page.getByRole('button', { name: 'Wonderful' }).click();
  await expect(genie.getByText(standInStory, { exact: true })).toBeVisible();
  await expect(genie.getByRole('button', { name: 'Choose Different Idea' })).toBeVisible();
  await expectAxeClean(page, 'ideas step 4');
  await genie.getByRole('button', { name: 'Close', exact: true }).first().click();

  // Out of wishes: the actions are off and the guest is asked to sign up.
  await expect(genie.getByText('No wishes left')).toBeVisible();
  await expect(
    genie.getByText('Out of wishes! Sign up to get 3 wishes every day + 3 bonus wishes!'),
  ).toBeVisible();
  await expect(genie.getByRole('button', { name: 'New Story' })).toBeDisabled();
  await expectAxeClean(page, 'out of wishes');
  await genie.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(problems).toEqual([]);
});

test('on a phone in Chinese the hint pointing at the Genie stays on one line', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByLabel('Your email').fill(uniqueEmail('genie-zh'));
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByText('Welcome, Guest!')).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '中文' });
  const words = page.getByText('问问精灵', { exact: true });
  await expect(words).toBeVisible();
  // Chinese may break between any two characters: a chip squeezed beside the
  // lamp stacked its four characters one a line.
  const box = await words.boundingBox();
  const lineHeight = await words.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(box?.height).toBeLessThan(lineHeight * 1.5);
  expect(box?.width).toBeGreaterThan(lineHeight * 2);
  expect(problems).toEqual([]);
});
