import type { Locator } from '@playwright/test';

import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { unexpected } from './mail';
import { lessonNoise, makeGuestLesson } from './study-helpers';

/** The width and height of an element's box, in CSS pixels. */
async function size(locator: Locator) {
  const box = await locator.boundingBox();
  return box && { width: Math.round(box.width), height: Math.round(box.height) };
}

test('a guest watches a slideshow with the keyboard only, then with the card video', async ({
  page,
  problems,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = await makeGuestLesson(page, 'slideshow');
  await page.goto(`/slideshow?story=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Slideshow' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Study modes' })).toBeVisible();

  const show = page.getByRole('region', { name: 'Slideshow of the cards' });
  await expect(show.getByText(/^Card 1 of \d+$/)).toBeVisible();
  const progress = show.getByRole('progressbar', { name: 'Slideshow progress' });
  const count = Number(await progress.getAttribute('aria-valuemax'));
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  // It waits for a gesture: nothing plays yet.
  await expect(show.getByRole('button', { name: 'Play' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Space starts it; the card's real audio plays.
  await page.keyboard.press('Space');
  await expect(show.getByRole('button', { name: 'Pause' })).toBeVisible();
  const audio = show.locator('audio');
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0))
    .toBe(true);
  // By itself: the back, then card 2 and its audio.
  await expect(show.getByText(/^Translation: /)).toBeAttached({ timeout: 10_000 });
  await expect(show.getByText('Back', { exact: true })).toBeVisible();
  await expect(show.getByText(/^Card 2 of \d+$/)).toBeVisible({ timeout: 12_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '2');

  // K pauses, and the sound stops with it.
  await page.keyboard.press('k');
  await expect(show.getByRole('button', { name: 'Play' })).toBeVisible();
  expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);

  // ← and → move; the last → ends the slideshow.
  await page.keyboard.press('ArrowLeft');
  await expect(show.getByText(/^Card 1 of \d+$/)).toBeVisible();
  for (let n = 2; n <= count; n++) {
    await page.keyboard.press('ArrowRight');
    await expect(show.getByText(new RegExp(`^Card ${String(n)} of \\d+$`))).toBeVisible();
  }
  await page.keyboard.press('ArrowRight');
  await expect(show.getByRole('heading', { name: 'Slideshow finished' })).toBeVisible();
  await expect(show.getByRole('button', { name: 'Restart' })).toBeFocused();

  // The shortcuts dialog.
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Back to the last card, with its video (product §9: 337×600 on a desktop).
  await page.keyboard.press('ArrowLeft');
  await expect(
    show.getByText(`Card ${String(count)} of ${String(count)}`, { exact: true }),
  ).toBeVisible();
  await page.keyboard.press('v');
  await expect(show.getByRole('button', { name: 'Show video' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const video = show.locator('video');
  await expect(video).toBeVisible();
  expect(await size(video)).toEqual({ width: 337, height: 600 });
  // Rendered by ffmpeg on first request, then loaded.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(336);
  // It plays in place of the audio.
  await page.keyboard.press('Space');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
    .toBe(true);
  await expect(show.locator('audio')).toHaveCount(0);
  await expect(show.getByRole('status')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('k');

  // 416 px tall under 768 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => size(video)).toEqual({ width: 337, height: 416 });
  expect(await axeViolations(page)).toEqual([]);

  expect(unexpected(problems, lessonNoise)).toEqual([]);
});
