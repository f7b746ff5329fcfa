import type { Locator, Page } from '@playwright/test';

import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { uniqueEmail, unexpected } from './mail';
import { keepStudyingAsGuest, lessonNoise, makeGuestLesson } from './study-helpers';

// Read, tap, know (product §18): in the Story tab every word can be tapped
// for its meanings, marked New, Learning, Known or Ignored (kept by the
// server) and made a card, by touch, mouse and keyboard alone.

test.describe.configure({ timeout: 120_000 });

/** Opens the Story tab and returns the reader, its words tappable. */
async function openStory(page: Page, tap = false): Promise<Locator> {
  const tab = page.getByRole('tab', { name: 'Story' });
  if (tap) await tab.tap();
  else await tab.click();
  const reader = page.getByRole('region', { name: 'The whole story' });
  await expect(reader.getByText('Tap a word to see what it means.')).toBeVisible();
  // Statuses have come: the count line shows.
  await expect(reader.getByTestId('known-share')).toContainText('% known');
  return reader;
}

/** The number in the "All cards (N)" tab. */
async function cardCount(page: Page): Promise<number> {
  const label = await page.getByRole('tab', { name: /^All cards/ }).textContent();
  return Number(/\((\d+)\)/.exec(label ?? '')?.[1] ?? NaN);
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tap a word: a sheet with its gloss; known stays known; make it a card', async ({
    page,
    problems,
  }, testInfo) => {
    await makeGuestLesson(page, 'reader-phone');
    let reader = await openStory(page, true);
    // Read while nothing is open: a modal sheet hides the page from the accessibility tree.
    const before = await cardCount(page);
    const word = reader.getByRole('button', { name: 'mercado, new word' });
    await expect(word).toHaveAttribute('data-status', 'new');
    await word.tap();
    const sheet = page.getByRole('dialog', { name: 'mercado' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('noun');
    await expect(sheet.getByRole('listitem').first()).toContainText(/market/i);
    // Fixed to the bottom of the screen, at most 60 % of its height.
    const box = await sheet.boundingBox();
    if (!box) throw new Error('the sheet has no box');
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(box.height).toBeLessThanOrEqual(844 * 0.6 + 1);
    await page.screenshot({ path: testInfo.outputPath('sheet.png') });
    expect(await axeViolations(page)).toEqual([]);

    await sheet.getByRole('button', { name: 'Known' }).tap();
    await expect(sheet.getByRole('button', { name: 'Known' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The lesson has a word card of "mercado" already: none is made twice.
    await sheet.getByRole('button', { name: 'Make it a card' }).tap();
    await expect(sheet.getByText('Already a card in this lesson')).toBeVisible();
    await sheet.getByRole('button', { name: 'Close' }).tap();
    await expect(sheet).toBeHidden();
    await expect(reader.getByRole('button', { name: 'mercado, known' })).toBeFocused();
    await expect(reader.getByRole('button', { name: 'mercado, known' })).toHaveAttribute(
      'data-status',
      'known',
    );
    await expect(page.getByRole('tab', { name: /^All cards/ })).toHaveText(
      `All cards (${String(before)})`,
    );
    // "y" has no card yet: it becomes one.
    await reader.getByRole('button', { name: 'y, new word' }).tap();
    const y = page.getByRole('dialog', { name: 'y' });
    await y.getByRole('button', { name: 'Make it a card' }).tap();
    await expect(y.getByText('Added to this lesson’s cards')).toBeVisible();
    // A tap outside closes the sheet.
    await page.mouse.click(200, 40);
    await expect(y).toBeHidden();
    await expect(page.getByRole('tab', { name: /^All cards/ })).toHaveText(
      `All cards (${String(before + 1)})`,
    );

    // The server kept it.
    await page.reload();
    reader = await openStory(page, true);
    await expect(reader.getByRole('button', { name: 'mercado, known' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^All cards/ })).toHaveText(
      `All cards (${String(before + 1)})`,
    );
    // A second card of the same word is not made.
    await reader.getByRole('button', { name: 'y, new word' }).tap();
    await page
      .getByRole('dialog', { name: 'y' })
      .getByRole('button', { name: 'Make it a card' })
      .tap();
    await expect(page.getByText('Already a card in this lesson')).toBeVisible();
    expect(unexpected(problems, lessonNoise)).toEqual([]);
  });
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a popover at the word, and the keyboard alone', async ({ page, problems }, testInfo) => {
    await makeGuestLesson(page, 'reader-desktop');
    // A review card's words can be tapped once it is turned, not before.
    const session = page.getByRole('region', { name: 'Study one card at a time' });
    await expect(session.getByRole('button', { name: /, new word$/ })).toHaveCount(0);
    await session.getByRole('button', { name: 'Show answer' }).click();
    await session
      .getByRole('button', { name: /, new word$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toContainText('Make it a card');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    const reader = await openStory(page);
    const word = reader.getByRole('button', { name: 'mercado, new word' });
    await word.click();
    const popover = page.getByRole('dialog', { name: 'mercado' });
    await expect(popover).toBeVisible();
    // Beside the word, not a sheet across the screen.
    const at = await word.boundingBox();
    const box = await popover.boundingBox();
    if (!at || !box) throw new Error('the word or the popover has no box');
    // Below the word, or above it where there is no room below.
    const gap = Math.min(
      Math.abs(box.y - (at.y + at.height)),
      Math.abs(at.y - (box.y + box.height)),
    );
    expect(gap).toBeLessThan(40);
    expect(box.width).toBeLessThan(400);
    await page.screenshot({ path: testInfo.outputPath('popover.png') });
    expect(await axeViolations(page)).toEqual([]);
    await popover.getByRole('button', { name: 'Learning' }).click();
    await expect(reader.getByRole('button', { name: 'mercado, learning' })).toHaveAttribute(
      'data-status',
      'learning',
    );
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(reader.getByRole('button', { name: 'mercado, learning' })).toBeFocused();

    // Keyboard only: Tab comes back to the word last used, arrows walk the text.
    await page.getByRole('tab', { name: 'Story' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(reader.getByRole('button', { name: 'mercado, learning' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(reader.getByRole('button', { name: /^María/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const va = reader.getByRole('button', { name: 'va, new word' });
    await expect(va).toBeFocused();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog');
    await expect(details).toBeVisible();
    await expect(details.getByRole('button', { name: 'Make it a card' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(va).toBeFocused();
    await page.keyboard.press('Space');
    await expect(details).toBeVisible();
    await page.keyboard.press('Escape');
    // The word has the focus back before the next key (on a loaded machine
    // End came before it, twice in a row, and went to the page).
    await expect(details).toBeHidden();
    await expect(va).toBeFocused();
    await page.keyboard.press('End');
    await expect(reader.getByRole('button', { name: /^fresca/ })).toBeFocused();

    // Read to the end: the words still new are known in one go.
    await reader.getByRole('button', { name: /^Mark the \d+ new words known$/ }).click();
    await expect(reader.getByText(/^\d+ words marked known$/)).toBeVisible();
    await expect(reader.getByRole('button', { name: 'fresca, known' })).toBeVisible();
    await expect(reader.getByRole('button', { name: 'mercado, learning' })).toBeVisible();
    expect(unexpected(problems, lessonNoise)).toEqual([]);
  });

  test('a Chinese lesson, without spaces, has tappable words (in the dark theme)', async ({
    page,
    problems,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.getByLabel('Your email').fill(uniqueEmail('reader-zh'));
    await page.getByRole('button', { name: 'Continue with Email' }).click();
    await expect(page.getByText('Welcome, Guest!')).toBeVisible({ timeout: 15_000 });
    const settings = page.getByRole('button', { name: /Language Settings/ });
    if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
    await page.getByRole('combobox', { name: 'Target language' }).selectOption('zh');
    await page.getByRole('combobox', { name: 'Native language' }).selectOption('en');
    await page.getByRole('textbox', { name: 'Your story' }).fill('我每天早上喝茶。我的猫很可爱。');
    await page.getByRole('button', { name: 'Generate Flashcards' }).click();
    await expect(page).toHaveURL(/\/flashcards\?story=/, { timeout: 60_000 });
    await keepStudyingAsGuest(page);
    const reader = await openStory(page);
    const words = reader.locator('p[lang="zh"] button');
    expect(await words.count()).toBeGreaterThan(4);
    await reader.getByRole('button', { name: '猫, new word' }).click();
    const popover = page.getByRole('dialog', { name: /猫/ });
    await expect(popover.getByRole('listitem').first()).toContainText(/cat/i);
    // The marks read as well on the dark theme's colours.
    await page.screenshot({ path: testInfo.outputPath('zh-dark.png') });
    expect(await axeViolations(page)).toEqual([]);
    expect(unexpected(problems, lessonNoise)).toEqual([]);
  });
});
