import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { signedUpByApi } from './accounts';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { grantAdmin, unexpected } from './mail';
import { lessonNoise, makeGuestLesson, spanishStory } from './study-helpers';

/** A real 2-second WebM (160×120, 14 KB) that Chromium plays; costs 1 credit. */
const webm = readFileSync(new URL('./fixtures-media/comedy.webm', import.meta.url));

/** 1.5 MB that begins like an MP4: costs ⌈1.5⌉ = 2 credits. */
function fakeMp4(): Buffer {
  const b = Buffer.alloc(3 << 19);
  b.write('\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2mp41', 'latin1');
  return b;
}

async function credits(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/v1/me')).json()) as { credits: number }).credits;
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a user uploads videos with a progress bar and is charged ⌈MB⌉ credits', async ({
    page,
    problems,
  }) => {
    test.setTimeout(120_000); // uploads and axe runs on a shared, busy machine
    // A visitor is told to sign up.
    await page.goto('/uploads');
    await expect(page.getByRole('heading', { name: 'Sign up to upload videos' })).toBeVisible({
      timeout: 20_000,
    });
    await noSidewaysScroll(page);

    await signedUpByApi(page, 'uploader');
    const start = await credits(page);
    await page.goto('/uploads');
    await expect(page.getByText('No video has been uploaded yet.')).toBeVisible();
    await noSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Upload Comedy Club Video' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Upload Comedy Club Video' });
    const file = dialog.getByLabel('Video file');

    // Not a video by its type: refused at once. Claims to be one: the server reads the bytes.
    await file.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expect(dialog.getByRole('alert')).toContainText(
      'Invalid file typePlease select a video file',
    );
    await file.setInputFiles({
      name: 'fake.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('this is text, not a video'),
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).tap();
    await expect(dialog.getByRole('alert')).toContainText('Invalid file type');
    expect(await credits(page)).toBe(start);

    // A real WebM: 1 credit.
    await file.setInputFiles({ name: 'comedy.webm', mimeType: 'video/webm', buffer: webm });
    await expect(
      dialog.getByText(`This upload costs 1 credits. You have ${String(start)}.`),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).tap();
    await expect(dialog.getByText('Upload successful!')).toBeVisible();
    await expect(
      dialog.getByText(`1 credit was deducted. You have ${String(start - 1)} credits left.`),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).first().tap();

    // 1.5 MB: 2 credits, with the progress bar on the way.
    await page.getByRole('button', { name: 'Upload Comedy Club Video' }).tap();
    await file.setInputFiles({ name: 'show.mp4', mimeType: 'video/mp4', buffer: fakeMp4() });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).tap();
    await expect(dialog.getByText('Upload successful!')).toBeVisible();
    await expect(
      dialog.getByText(`2 credits were deducted. You have ${String(start - 3)} credits left.`),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().tap();
    expect(await credits(page)).toBe(start - 3);

    const list = page.getByRole('region', { name: 'Uploaded videos' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('link', { name: 'Watch show.mp4' })).toBeVisible();
    await expect(list.getByText(/1\.5 MB · 2 credits/)).toBeVisible();
    await noSidewaysScroll(page);

    // Deleting one asks first; the file goes, the credits stay spent.
    const showUrl = await list.getByRole('link', { name: 'Watch show.mp4' }).getAttribute('href');
    await list.getByRole('button', { name: 'Delete show.mp4' }).tap();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this video?' });
    await expect(confirm.getByText(/The credits it cost are not given back\./)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete video' }).tap();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('link', { name: 'Watch show.mp4' })).toHaveCount(0);
    expect(await credits(page)).toBe(start - 3);
    expect(showUrl).toMatch(/^\/api\/v1\/files\/videos\//);
    // The refused fake video is an expected 400.
    expect(
      unexpected(problems, [/HTTP 400: .*\/api\/v1\/uploads$/, /status of 400 \(Bad Request\)/]),
    ).toEqual([]);
  });
});

test('an admin makes an upload an ad, and the generation wait plays it', async ({
  page,
  problems,
}) => {
  test.setTimeout(120_000);
  // A user cannot manage ads.
  await signedUpByApi(page, 'not-admin');
  await page.goto('/admin/ads');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible({ timeout: 20_000 });

  const admin = await signedUpByApi(page, 'ads-admin');
  grantAdmin(admin);
  const up = await page.request.post('/api/v1/uploads', {
    data: webm,
    headers: {
      'Content-Type': 'application/octet-stream',
      'Idempotency-Key': `e2e-${String(Date.now())}`,
      'X-File-Name': 'comedy-night.webm',
    },
  });
  expect(up.status()).toBe(201);
  const videoUrl = ((await up.json()) as { upload: { url: string } }).upload.url;

  await page.goto('/admin/ads');
  // A section of the admin console: its side navigation marks Ads.
  await expect(
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Ads' }),
  ).toHaveAttribute('aria-current', 'page');
  const uploads = page.getByRole('region', { name: 'Uploaded videos' });
  await uploads.getByRole('button', { name: 'Use as ad comedy-night.webm' }).first().click();
  await page.getByLabel('Link (e.g. tickets)').fill('https://club.example.com/tickets');
  await page.getByLabel('Weight').fill('1000');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save ad' }).click();
  const ads = page.getByRole('region', { name: 'All ads' });
  // .first(): a retry finds the first attempt's ad listed too.
  await expect(ads.getByText('Active · weight 1000 · BOOK NOW').first()).toBeVisible();

  // The generation wait plays the uploaded video with its BOOK NOW link. A
  // lesson can be ready in half a second, so the ad is recorded by a
  // MutationObserver as soon as it appears, not looked for afterwards.
  await page.goto('/');
  await page.evaluate(() => {
    const seen = new Promise<{ src: string | null; href: string | null; text: string | null }>(
      (resolve) => {
        const observer = new MutationObserver(() => {
          const ad = document.querySelector('aside[aria-label="Advertisement"]');
          const video = ad?.querySelector('video');
          const link = ad?.querySelector('a[href]');
          if (video?.getAttribute('src') && link) {
            observer.disconnect();
            resolve({
              src: video.getAttribute('src'),
              href: link.getAttribute('href'),
              text: link.textContent,
            });
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      },
    );
    (window as unknown as { adSeen: typeof seen }).adSeen = seen;
  });
  // The finished lesson is held until the ad has played (15 s at most): on a
  // loaded machine the lesson was once ready before the ad's request
  // answered, and the wait, with its ad, was gone before the video came.
  const lessonCards = /\/api\/v1\/stories\/[^/]+\/flashcards$/;
  await page.route(lessonCards, async (route) => {
    await Promise.race([
      page.evaluate(() => (window as unknown as { adSeen: Promise<unknown> }).adSeen),
      new Promise((resolve) => setTimeout(resolve, 15_000)),
    ]);
    await route.continue();
  });
  await page.getByRole('textbox', { name: 'Your story' }).fill(spanishStory);
  await page.getByRole('button', { name: 'Generate Flashcards' }).click();
  expect(
    await page.evaluate(() => (window as unknown as { adSeen: Promise<unknown> }).adSeen),
  ).toEqual({ src: videoUrl, href: 'https://club.example.com/tickets', text: 'BOOK NOW' });
  await page.unroute(lessonCards);
  // The video is served (the overlay may be gone before the browser fetched it).
  expect((await page.request.get(videoUrl)).ok()).toBe(true);
  await expect(page).toHaveURL(/\/flashcards\?story=/, { timeout: 20_000 });
  // Settled: the study queue has loaded (leaving earlier would abort its request).
  await expect(page.getByRole('region', { name: 'Study one card at a time' })).toBeVisible();

  // Retired, it plays no more (and leaves other tests the default clip).
  await page.goto('/admin/ads');
  await page
    .getByRole('button', { name: /^Retire/ })
    .first()
    .click();
  await expect(ads.getByText(/^Retired · weight 1000/)).toBeVisible();
  // The admin page fits a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^Edit/ }).first().click();
  await expect(page.getByRole('button', { name: 'Save ad' })).toBeVisible();
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(
    unexpected(problems, [
      ...lessonNoise,
      new RegExp(`${videoUrl.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')} \\(net::ERR_ABORTED\\)`),
    ]),
  ).toEqual([]);
});

test.describe('audio fix on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a guest remakes one card’s audio for free', async ({ page, problems }) => {
    test.setTimeout(120_000);
    const story = await makeGuestLesson(page, 'audio-fix');
    const before = await credits(page);
    await page.goto(`/audio-fix?story=${story}`);
    const lesson = page.getByRole('region', { name: /María/ });
    await expect(lesson.getByText('Fixing audio never costs credits.')).toBeVisible({
      timeout: 20_000,
    });
    await noSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    const first = lesson.getByRole('listitem').first();
    const oldSrc = await first.locator('audio').getAttribute('src');
    await first.getByRole('button', { name: /^Fix this audio/ }).tap();
    await expect(lesson.getByRole('status')).toHaveText('New audio made for 1 card.');
    await expect(first.locator('audio')).not.toHaveAttribute('src', oldSrc ?? '');
    // Again: the same file; nothing changes.
    await first.getByRole('button', { name: /^Fix this audio/ }).tap();
    await expect(lesson.getByRole('status')).toHaveText(
      'The audio was made again and is the same as before.',
    );
    expect(await credits(page)).toBe(before);
    expect(unexpected(problems, lessonNoise)).toEqual([]);
  });
});
