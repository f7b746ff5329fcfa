import { confirmAndLogIn, registerIn } from './accounts';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { overflowing } from './layout';
import { unexpected, uniqueEmail } from './mail';
import { keepStudyingAsGuest, lessonNoise, spanishStory } from './study-helpers';

// Issue 10, "guests don't hit a wall", on a 390×844 touch phone: after a
// round and when credits are too low, sign-up is offered with the exact
// credits that come back, and they do come back.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 120_000 });

test('a guest is offered sign-up with the exact credits spent, and gets them back', async ({
  page,
  problems,
}) => {
  const email = uniqueEmail('guest-way-on');
  await page.goto('/');
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByText('Welcome, Guest!')).toBeVisible({ timeout: 15_000 });

  // The wait tells the truth: the ad counts down the server's measured time of
  // such a lesson (none measured yet: no number). A lesson can be ready in half
  // a second, so the ad's first words are recorded as soon as it appears.
  await page.evaluate(() => {
    const seen = new Promise<string>((resolve) => {
      const observer = new MutationObserver(() => {
        const text = document.querySelector('aside[aria-label="Advertisement"] span')?.textContent;
        if (text) {
          observer.disconnect();
          resolve(text);
        }
      });
      observer.observe(document.body, { subtree: true, childList: true });
    });
    (window as unknown as { adSeen: Promise<string> }).adSeen = seen;
  });
  await page.getByRole('textbox', { name: 'Your story' }).fill(spanishStory);
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/stories') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Generate Flashcards' }).click();
  const { expectedSeconds } = (await (await created).json()) as { expectedSeconds: number };
  const adText = await page.evaluate(
    () => (window as unknown as { adSeen: Promise<string> }).adSeen,
  );
  if (expectedSeconds > 0) {
    expect(expectedSeconds).toBeLessThan(60); // the offline engine makes this lesson in seconds
    expect(adText).toBe(`Your lesson in about ${String(expectedSeconds)} s`);
  } else {
    expect(adText).toBe('Your lesson is on its way');
  }
  await expect(page).toHaveURL(/\/flashcards\?story=/, { timeout: 20_000 });
  const spent = Array.from(spanishStory).length;
  // The first lesson asks 'Save Your Story', with the same number.
  await expect(page.getByRole('dialog', { name: 'Save Your Story' })).toContainText(
    `get back the ${String(spent)} credits you spent`,
  );
  await keepStudyingAsGuest(page);

  // A whole Review round: the end offers the account, with the credits spent.
  const session = page.getByRole('region', { name: 'Study one card at a time' });
  const cards = Number((await session.getByText(/^Card 1 of \d+$/).textContent())?.split(' ')[3]);
  for (let n = 1; n <= cards; n++) {
    await expect(
      session.getByText(`Card ${String(n)} of ${String(cards)}`, { exact: true }),
    ).toBeVisible();
    await session.getByRole('button', { name: 'Show answer' }).tap();
    await session
      .getByRole('group', { name: 'How well did you know it?' })
      .getByRole('button')
      .nth(2)
      .tap();
  }
  const offer = page.getByTestId('sign-up-offer');
  await expect(offer).toContainText('Round done!');
  await expect(offer).toContainText(`the ${String(spent)} credits you spent as a guest come back`);
  await expect(
    offer.getByRole('button', { name: `Sign up and get ${String(spent)} credits back` }),
  ).toBeVisible();
  expect.soft(await overflowing(page), 'round end').toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // Home: a blank story says why Generate is off; a story too long for the credits offers sign-up.
  await page.goto('/');
  const generate = page.getByRole('button', { name: 'Generate Flashcards' });
  await expect(generate).toBeDisabled();
  await expect(generate).toHaveAccessibleDescription(
    'Write or paste a story of at least 13 characters',
  );
  await page.getByRole('textbox', { name: 'Your story' }).fill('a'.repeat(300));
  await expect(generate).toHaveAccessibleDescription(`Need ${String(spent)} more credits`);
  await expect(offer).toContainText('Not enough credits for this story');
  await expect(offer).toContainText(`the ${String(spent)} credits you spent as a guest come back`);
  expect.soft(await overflowing(page), 'home, too few credits').toEqual([]);
  // No AI provider here: no hint points at a Genie that cannot grant (decision 0038).
  await expect(page.getByRole('button', { name: 'Open the Genie' })).toBeVisible();
  await expect(page.getByText('Ask the Genie')).toHaveCount(0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Your story' }).fill('');

  // The Logout Guest dialog has the Register button, with the same number.
  await page.getByRole('button', { name: 'Logout Guest' }).tap();
  const dialog = page.getByRole('alertdialog', { name: 'Log out of guest mode?' });
  await dialog
    .getByRole('button', { name: `Register and get ${String(spent)} credits back` })
    .tap();
  await expect(page.getByRole('dialog').getByLabel('Email')).toHaveValue(email);
  await registerIn(page, email);
  await confirmAndLogIn(page, email);

  // The account starts with its 300 credits plus exactly what the guest spent.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/v1/me')).json()) as { credits: number }).credits,
    )
    .toBe(300 + spent);
  await page.waitForLoadState('networkidle');
  expect(unexpected(problems, lessonNoise)).toEqual([]);
});
