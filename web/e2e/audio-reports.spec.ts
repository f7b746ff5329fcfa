import type { Browser, Page } from '@playwright/test';

import { signInByApi } from './accounts';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { uniqueEmail, unexpected } from './mail';
import { lessonNoise, makeGuestLesson } from './study-helpers';

const slow = { timeout: 20_000 };

async function adminPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport,
    hasTouch: viewport.width < 500,
    isMobile: viewport.width < 500,
  });
  const page = await context.newPage();
  const email = uniqueEmail('audio-admin');
  await signInByApi(page, email, true);
  return { page, email };
}

async function fits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  const phone = viewport.width < 500;
  test.describe(phone ? 'phone' : 'desktop', () => {
    test.use({ viewport, hasTouch: phone, isMobile: phone });

    test(`a learner reports a card's wrong audio; an admin remakes it and the report closes (${phone ? 'phone' : 'desktop'})`, async ({
      page,
      browser,
      problems,
    }) => {
      test.setTimeout(150_000);
      const story = await makeGuestLesson(page, 'audio-report');

      // The lesson view: under the first card, "Audio wrong? Report it".
      await page.getByRole('tab', { name: /All cards/ }).click();
      const card = page.getByRole('article').first();
      const front = (await card.getByRole('heading').textContent()) ?? '';
      await card.getByRole('button', { name: /Audio wrong\? Report it/ }).click();
      await expect(card.getByRole('status')).toHaveText('Reported: thank you.');
      await expect(card.getByRole('link', { name: 'Fix it now' })).toHaveAttribute(
        'href',
        `/audio-fix?story=${story}`,
      );
      await fits(page, viewport.width);
      expect(await axeViolations(page)).toEqual([]);

      // The learner's own queue on /audio-fix lists it.
      await card.getByRole('link', { name: 'Fix it now' }).click();
      const mine = page.getByRole('region', { name: 'Reported audio in your lessons' });
      await expect(mine.getByRole('listitem').filter({ hasText: front })).toHaveCount(1, slow);

      // An admin sees it among every lesson's reports, opens it and remakes the card's audio.
      const admin = await adminPage(browser, viewport);
      await admin.page.goto('/audio-fix');
      const queue = admin.page.getByRole('region', { name: 'Reported audio (all lessons)' });
      await expect(queue.getByRole('listitem').first()).toBeVisible(slow);
      await fits(admin.page, viewport.width);
      expect(await axeViolations(admin.page)).toEqual([]);
      await admin.page.goto(`/audio-fix?story=${story}`);
      const lesson = admin.page.getByRole('region', { name: /María/ });
      const reported = lesson.getByRole('listitem').filter({ hasText: 'Reported as wrong' });
      await expect(reported).toHaveCount(1, slow);
      await expect(reported).toContainText(front);
      await reported.getByRole('button', { name: /^Fix this audio/ }).click();
      await expect(lesson.getByRole('status')).toHaveText(
        /New audio made for 1 card\.|same as before/,
      );
      await expect(lesson.getByText('Reported as wrong')).toHaveCount(0);
      // Closed: this lesson has no open report left (other tests may have theirs).
      await expect
        .poll(
          async () =>
            (
              (await (
                await admin.page.request.get(`/api/v1/admin/audio-reports?story=${story}`)
              ).json()) as { reports: unknown[] }
            ).reports.length,
        )
        .toBe(0);
      expect(await axeViolations(admin.page)).toEqual([]);

      // The fix is in the audit log under the admin's address.
      const audit = (await (
        await admin.page.request.get(
          `/api/v1/admin/audit-events?type=audio_regenerated_by_admin&email=${encodeURIComponent(admin.email)}`,
        )
      ).json()) as { events: { details: Record<string, unknown> }[] };
      expect(audit.events.some((e) => e.details.storyId === story)).toBe(true);

      // The learner's queue is empty again.
      await page.reload();
      await expect(mine.getByRole('listitem').filter({ hasText: front })).toHaveCount(0, slow);
      await admin.page.context().close();
      expect(unexpected(problems, lessonNoise)).toEqual([]);
    });
  });
}
