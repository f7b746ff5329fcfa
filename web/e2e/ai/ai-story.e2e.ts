import { expect, test } from '../fixtures';
import { uniqueEmail } from '../mail';

// The stand-in's story (e2e/ai/stand-in.mjs).
const standInStory = 'Un gato curioso sube al tejado y mira la luna toda la noche.';

test('the AI tab writes a story for 1 credit and puts it in Your Story', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  await page.getByLabel('Your email').fill(uniqueEmail('ai-guest'));
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByText('Welcome, Guest!')).toBeVisible();

  await page.getByRole('tab', { name: 'AI Story' }).click();
  const prompt = page.getByRole('textbox', { name: 'What should the story be about?' });
  await expect(prompt).toHaveAttribute('placeholder', /100 characters.*#47/);
  await prompt.fill('Un gato y la luna #60');
  await page.getByRole('button', { name: 'Generate Story' }).click();

  await expect(page.getByText('Story Generated! (1 credit used)')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Your Story' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Your story' })).toHaveValue(standInStory);
  await expect(page.getByText('299', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});
