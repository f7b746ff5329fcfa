import type { Page } from '@playwright/test';

import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { mailedLink, unexpected, uniqueEmail } from './mail';
import { lessonNoise, reviewRound, spanishStory } from './study-helpers';

// Signing up, making a lesson and a round offline and back: more than 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const password = 'Blue-Lantern-42';

/** Registers, confirms and signs in through the UI. */
async function signIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Register/Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration Successful!')).toBeVisible({ timeout: 20_000 });
  await page.goto(await mailedLink(email, 'confirm_email'));
  const login = page.getByRole('dialog', { name: 'Welcome Back' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(login).toBeHidden({ timeout: 20_000 });
  // A confirmed sign-up lands on My Stories (product §4); the lesson is made at home.
  await expect(page).toHaveURL('/stories');
  await page.goto('/');
}

/** The answers waiting in this browser to be sent. */
async function pending(page: Page): Promise<number> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('pending_reviews');
    return raw ? (JSON.parse(raw) as unknown[]).length : 0;
  });
}

/** Whether the worker has kept the API answer whose path ends so. */
async function kept(page: Page, pathEnd: string): Promise<boolean> {
  return page.evaluate(async (end) => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('storyglot-api-')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname.endsWith(end)) return true;
      }
    }
    return false;
  }, pathEnd);
}

test('a signed-in learner studies a lesson offline; the answers reach the server when the network is back', async ({
  page,
  context,
  problems,
}) => {
  await signIn(page, uniqueEmail('offline'));
  await page.getByRole('textbox', { name: 'Your story' }).fill(spanishStory);
  await page.getByRole('button', { name: 'Generate Flashcards' }).click();
  await expect(page).toHaveURL(/\/flashcards\?story=/, { timeout: 20_000 });
  const storyId = new URL(page.url()).searchParams.get('story') ?? '';
  const session = page.getByRole('region', { name: 'Study one card at a time' });
  await expect(session).toBeVisible();

  // The app installs its worker; opened again, the lesson is kept for offline use.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(session.getByText(/^Card 1 of \d+$/)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => kept(page, `/stories/${storyId}/flashcards`)).toBe(true);
  await expect.poll(() => kept(page, `/stories/${storyId}/study-queue`)).toBe(true);
  const cards = Number((await session.getByText(/^Card 1 of \d+$/).textContent())?.split(' ')[3]);
  const before = await page.request.get('/api/v1/study/due');
  const newBefore = ((await before.json()) as { total: { new: number } }).total.new;
  expect(newBefore).toBeGreaterThanOrEqual(cards);

  // No network: the lesson opens again from what was kept, and says it is offline.
  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByText("Offline — your answers will be sent when you're back online."),
  ).toBeVisible();
  await expect(session.getByText(`Card 1 of ${String(cards)}`, { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  expect(await axeViolations(page)).toEqual([]);

  // A round in Review: every answer is kept in the browser.
  await reviewRound(page, session, cards, '3');
  await expect(session.getByText('You went through every card of this round.')).toBeVisible();
  await expect(session.getByRole('alert')).toHaveCount(0);
  expect(await pending(page)).toBe(cards);

  // Every mode opens offline, and reloads: their pages were kept once the
  // learner signed in, though only Review was opened online (product §1, decision 0039).
  const modes = page.getByRole('navigation', { name: 'Study modes' });
  for (const [mode, heading, content] of [
    ['Test', 'Flashcard Test', page.getByText(/^Question 1 of \d+$/)],
    ['Missing', 'Missing Word', page.getByText(/^Sentence 1 of \d+$/)],
    ['Order', 'Sentence Order', page.getByText(/^Sentence 1 of \d+$/)],
    ['Slideshow', 'Slideshow', page.getByRole('region', { name: 'Slideshow of the cards' })],
  ] as const) {
    await modes.getByRole('link', { name: mode, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
      timeout: 20_000,
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
      timeout: 20_000,
    });
    await expect(content).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  }
  await modes.getByRole('link', { name: 'Review', exact: true }).click();

  // Making a lesson needs the network: said plainly.
  await page.getByRole('banner').getByRole('link', { name: 'Storyglot' }).click();
  await expect(
    page.getByText(
      'Making a lesson needs the internet. Lessons you have opened can still be studied offline.',
    ),
  ).toBeVisible({ timeout: 20_000 });

  // Back online: the answers are sent, once each, and the server has them.
  await context.setOffline(false);
  await expect(
    page.getByText("Offline — your answers will be sent when you're back online."),
  ).toBeHidden();
  await expect.poll(() => pending(page), { timeout: 20_000 }).toBe(0);
  const after = await page.request.get('/api/v1/study/due');
  expect(((await after.json()) as { total: { new: number } }).total.new).toBe(newBefore - cards);

  // Problems while offline are the network being gone, nothing else.
  expect(
    unexpected(problems, [...lessonNoise, /ERR_INTERNET_DISCONNECTED/, /net::ERR_FAILED/]),
  ).toEqual([]);
});

test('the app is installable: a valid manifest with icons, and a worker scoped to the app', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest.name).toBe('Storyglot');
  expect(manifest.short_name).toBe('Storyglot');
  expect(manifest.start_url).toBe('/');
  expect(manifest.scope).toBe('/');
  expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
    expect(icon, `a ${size} PNG icon`).toBeDefined();
    const file = await page.request.get(icon?.src ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const body = await file.body();
    // PNG width and height are at bytes 16–23 of the IHDR chunk.
    expect(`${String(body.readUInt32BE(16))}x${String(body.readUInt32BE(20))}`).toBe(size);
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);

  // The worker controls the app's pages, under its root scope, from /sw.js.
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
  });
  expect(new URL(worker.scope).pathname).toBe('/');
  expect(new URL(worker.script).pathname).toBe('/sw.js');
  // Chromium parsed the manifest the page links (what install prompts read).
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data?: string };
  expect(parsed.errors).toEqual([]);
  expect(parsed.data).toContain('"Storyglot"');
});
