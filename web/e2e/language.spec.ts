import { expect, test } from './fixtures';

test('choosing Deutsch translates the app, sets <html lang> and survives a reload', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Start learning in seconds' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });

  await expect(page.getByRole('heading', { name: 'In Sekunden loslernen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Über uns' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle('Storyglot · Erstellen. Teilen. Lernen');
  expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('de');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'In Sekunden loslernen' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Other pages follow the choice too.
  await page.getByRole('link', { name: 'Kontakt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect(page).toHaveTitle('Kontakt · Storyglot');
  expect(problems).toEqual([]);
});

test('every interface language can be chosen', async ({ page, problems }) => {
  const headings = {
    Español: 'Empieza a aprender en segundos',
    Français: 'Commencez à apprendre en quelques secondes',
    中文: '几秒钟就能开始学习',
    हिन्दी: 'कुछ ही सेकंड में सीखना शुरू करें',
    English: 'Start learning in seconds',
  };
  await page.goto('/');
  for (const [language, heading] of Object.entries(headings)) {
    await page.getByRole('combobox').selectOption({ label: language });
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  expect(problems).toEqual([]);
});
