import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { unexpected } from './mail';
import { noonTimezoneId } from './noon-zone';
import { lessonNoise, makeGuestLesson } from './study-helpers';

// A lesson and a round on a busy 2-core machine can pass 30 s.
test.describe.configure({ timeout: 90_000 });

for (const device of [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
]) {
  test.describe(device.name, () => {
    // The browser's day is about noon, so that the cards due in minutes are
    // today's at any hour of the run (at 23:57 UTC they were tomorrow's).
    test.use({ ...device.use, timezoneId: noonTimezoneId() });

    test('a guest grades 3 cards and sees them on the progress page', async ({
      page,
      problems,
    }) => {
      const phone = device.name === 'phone';
      await makeGuestLesson(page, `progress-${device.name}`);
      const session = page.getByRole('region', { name: 'Study one card at a time' });
      for (let n = 1; n <= 3; n++) {
        await expect(session.getByText(new RegExp(`^Card ${String(n)} of \\d+$`))).toBeVisible();
        const show = session.getByRole('button', { name: 'Show answer' });
        if (phone) await show.tap();
        else await show.click();
        const good = session
          .getByRole('group', { name: 'How well did you know it?' })
          .getByRole('button', { name: /^Good/ });
        if (phone) await good.tap();
        else await good.click();
      }
      await expect(session.getByText(/^Card 4 of \d+$/)).toBeVisible();
      await page.waitForLoadState('networkidle');

      // From the home toolbar.
      await page.goto('/');
      const link = page.getByRole('link', { name: 'Progress', exact: true });
      if (phone) await link.tap();
      else await link.click();
      await expect(page).toHaveURL('/progress');
      await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();

      const reviews = page.getByTestId('progress-reviews');
      await expect(
        reviews.getByRole('img', { name: 'Reviews on each of the last 30 days' }),
      ).toBeVisible();
      const toggle = reviews.getByText('Show as table');
      if (phone) await toggle.tap();
      else await toggle.click();
      const today = reviews.getByRole('table').getByRole('row').nth(1);
      await expect(today.getByRole('cell').nth(0)).toHaveText('3'); // reviews
      await expect(today.getByRole('cell').nth(1)).toHaveText('3'); // new cards

      // The three cards are due again within minutes: today in the forecast.
      const forecast = page.getByTestId('progress-forecast');
      const forecastToggle = forecast.getByText('Show as table');
      if (phone) await forecastToggle.tap();
      else await forecastToggle.click();
      const first = forecast.getByRole('table').getByRole('row').nth(1);
      await expect(first.getByRole('rowheader')).toHaveText('Today');
      await expect(first.getByRole('cell')).toHaveText('3');
      await expect(
        page.getByTestId('progress-cards').getByRole('row', { name: /Learning/ }),
      ).toContainText('3');

      // Phone first: the page never scrolls sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`progress-${device.name}.png`),
        fullPage: true,
      });
      expect(unexpected(problems, lessonNoise)).toEqual([]);
    });
  });
}
