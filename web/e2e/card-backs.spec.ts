import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { overflowing } from './layout';
import { uniqueEmail } from './mail';
import { keepStudyingAsGuest, lessonNoise } from './study-helpers';

// Product §6: a card's back never pretends to be a translation. Where the
// server has no sentence translator for a pair (German → English offline),
// the story card says so before the learner pays, and the back is each word
// with its gloss; the learner's browser may translate it on the device.

const germanStory = 'Die Katze schläft auf dem Sofa. Der Hund spielt im Garten.';

async function startGuest(page: Page, name: string) {
  await page.goto('/');
  await page.getByLabel('Your email').fill(uniqueEmail(name));
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByText('Welcome, Guest!')).toBeVisible({ timeout: 15_000 });
}

async function choosePair(page: Page, target: string, native: string) {
  const settings = page.getByRole('button', { name: /Language Settings/ });
  if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
  await page.getByRole('combobox', { name: 'Target language' }).selectOption(target);
  await page.getByRole('combobox', { name: 'Native language' }).selectOption(native);
}

/** Makes a German lesson and waits for its study card. */
async function makeGermanLesson(page: Page) {
  await choosePair(page, 'de', 'en');
  await page.getByRole('textbox', { name: 'Your story' }).fill(germanStory);
  await page.getByRole('button', { name: 'Generate Flashcards' }).click();
  await expect(page).toHaveURL(/\/flashcards\?story=/, { timeout: 20_000 });
  await keepStudyingAsGuest(page);
  const session = page.getByRole('region', { name: 'Study one card at a time' });
  await expect(session).toBeVisible();
  return session;
}

for (const device of [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
]) {
  test.describe(device.name, () => {
    test.use(device.use);
    test.describe.configure({ timeout: 90_000 });

    test('the story card says what a pair gets before charging, and the back is word glosses', async ({
      page,
      problems,
    }, testInfo) => {
      // A browser without an on-device translator (Debian's Chromium has the
      // API but no language packs, and cannot fetch them here).
      await page.addInitScript(() => {
        Object.defineProperty(globalThis, 'Translator', { value: undefined, configurable: true });
      });
      await startGuest(page, `backs-${device.name}`);
      const offer = page.getByTestId('pair-offer');
      // Said once there is a story to pay for.
      await expect(offer).toHaveCount(0);
      await page.getByRole('textbox', { name: 'Your story' }).fill(germanStory);
      await choosePair(page, 'es', 'en');
      await expect(offer).toContainText('machine-drafted translation of every sentence');
      await choosePair(page, 'de', 'en');
      await expect(offer).toContainText('no sentence translation on this server');
      await expect(offer).toContainText('Full sentence translations need an AI provider');
      await expect(offer.locator('summary')).toHaveText(
        'ⓘ Word meanings only, no sentence translation — what this lesson will have',
      );
      await offer.locator('summary').click();
      await expect(
        offer.getByText('With pronunciation, audio, word hints. Without pictures.'),
      ).toBeVisible();
      expect.soft(await overflowing(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`offer-${device.name}.png`) });

      const session = await makeGermanLesson(page);
      await session.getByRole('button', { name: 'Show answer' }).click();
      await expect(session.getByText('Word glosses · not a translation')).toBeVisible();
      const words = session.getByRole('list', { name: 'Each word with its gloss' });
      // Every word of "Die Katze schläft auf dem Sofa." in order, each with its gloss beneath.
      await expect(words.getByRole('listitem')).toHaveCount(6);
      await expect(words.getByRole('listitem').nth(1)).toContainText('Katze');
      await expect(words.getByRole('listitem').nth(1)).toContainText('cat');
      await words.getByRole('button', { name: /Katze/ }).click();
      await expect(session.getByRole('status').filter({ hasText: 'Katze' })).toContainText('cat');
      await page.screenshot({ path: testInfo.outputPath(`glosses-${device.name}.png`) });
      // No browser translator here: no button that cannot work.
      await expect(session.getByRole('button', { name: 'Translate on this device' })).toHaveCount(
        0,
      );
      expect.soft(await overflowing(page)).toEqual([]);

      // Missing and Order give word meanings as the clue, labelled as such.
      const story = new URL(page.url()).searchParams.get('story') ?? '';
      await page.goto(`/missing?story=${story}`);
      const missing = page.getByTestId('gloss-clue');
      await expect(missing).toContainText('Word meanings (no translation for this pair):');
      await expect(missing).toContainText('___');
      await page.goto(`/order?story=${story}`);
      const order = page.getByTestId('gloss-clue');
      await expect(order).toContainText('Word meanings, in no order');
      await expect(order).toContainText(/cat|dog/);
      expect.soft(await overflowing(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`order-clue-${device.name}.png`) });
      expect(problems.filter((p) => !lessonNoise.some((n) => n.test(p)))).toEqual([]);
    });

    test('the map says what each quick story’s lesson has, for the learner’s pair', async ({
      page,
      problems,
    }) => {
      test.slow(); // a lazy page and its map on a busy machine
      // This server has no sentence translator from German into French, and we
      // wrote our own translations into English and Spanish only.
      const offers = (await (await page.request.get('/api/v1/meta/offers')).json()) as {
        pairs: { target: string; native: string; back: string }[];
      };
      expect(offers.pairs.find((p) => p.target === 'de' && p.native === 'fr')?.back).toBe(
        'glosses',
      );
      await page.addInitScript(() => {
        if (!sessionStorage.getItem('paired')) {
          localStorage.setItem('preferredNativeLanguage', 'fr');
          sessionStorage.setItem('paired', '1');
        }
      });
      await page.goto('/map?language=de');
      const panel = page.getByRole('region', { name: /German/ });
      const stories = panel.getByRole('button');
      await expect(stories).toHaveCount(4, { timeout: 15_000 });
      for (const story of await stories.all()) {
        await expect(story.getByTestId('back-badge')).toHaveText('Word meanings only');
      }
      expect.soft(await overflowing(page)).toEqual([]);
      await page.evaluate(() => {
        localStorage.setItem('preferredNativeLanguage', 'en');
      });
      await page.reload();
      await expect(stories).toHaveCount(4, { timeout: 15_000 });
      for (const story of await stories.all()) {
        await expect(story.getByTestId('back-badge')).toHaveText('Every sentence translated');
      }
      expect(problems).toEqual([]);
    });
  });
}

test('the browser’s own translator translates a card, labelled, and the learner keeps it', async ({
  page,
  problems,
}) => {
  test.slow(); // makes a lesson, then reloads it: over 30 s on a loaded 2-core machine
  // A stand-in for Chrome's Translator API: its published surface
  // (availability, create, translate), translating from a small table.
  await page.addInitScript(() => {
    const table: Record<string, string> = {
      'Die Katze schläft auf dem Sofa.': 'The cat is sleeping on the sofa.',
    };
    Object.defineProperty(globalThis, 'Translator', {
      value: {
        availability: ({
          sourceLanguage,
          targetLanguage,
        }: {
          sourceLanguage: string;
          targetLanguage: string;
        }) =>
          Promise.resolve(
            sourceLanguage === 'de' && targetLanguage === 'en' ? 'available' : 'unavailable',
          ),
        create: () =>
          Promise.resolve({ translate: (text: string) => Promise.resolve(table[text] ?? text) }),
      },
    });
  });
  await startGuest(page, 'device-translator');
  await page.getByRole('textbox', { name: 'Your story' }).fill(germanStory);
  await choosePair(page, 'de', 'en');
  await expect(page.getByTestId('pair-offer')).toContainText(
    'Your browser can translate each sentence',
  );
  const session = await makeGermanLesson(page);
  await session.getByRole('button', { name: 'Show answer' }).click();
  await session.getByRole('button', { name: 'Translate on this device' }).click();
  await expect(session.getByText('Machine translation by your browser')).toBeVisible();
  await expect(session.getByText('The cat is sleeping on the sofa.')).toBeVisible();
  // The save must land before the reload, which would abort it (seen on a loaded machine).
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/v1/flashcards/') && r.request().method() === 'PATCH',
  );
  await session.getByRole('button', { name: 'Keep as my translation' }).click();
  expect((await saved).ok()).toBe(true);

  // Kept: the card's back is now the browser's translation, still labelled as one.
  await page.reload();
  await page.getByRole('tab', { name: /^All cards/ }).click();
  const first = page.getByRole('article').first();
  await expect(first).toContainText('The cat is sleeping on the sofa.');
  await expect(first).toContainText('Machine translation by your browser');
  expect(problems.filter((p) => !lessonNoise.some((n) => n.test(p)))).toEqual([]);
});
