import { test as base, expect } from '@playwright/test';

let tests = 0;

/**
 * Each test comes from a network of its own: the e2e server trusts
 * 127.0.0.1 as a reverse proxy (playwright.config.ts), and this address in
 * X-Forwarded-For is the client. So per-network limits (10 new guests an hour,
 * sign-in attempts) apply per test, as they would to separate visitors,
 * however many tests a run has.
 */
function networkOf(worker: number): string {
  tests += 1;
  return `10.${String(worker % 250)}.${String(Math.floor(tests / 250) % 250)}.${String((tests % 250) + 1)}`;
}

function isBeacon(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname === '/api/v1/analytics/batch' || pathname === '/api/v1/error-logs';
}

/** A POST that only reads: the share known of a story being typed (issue 28). */
function isRead(url: string): boolean {
  return new URL(url).pathname === '/api/v1/words/share';
}

/**
 * `problems` collects everything a user should never cause: console errors,
 * uncaught page errors, failed requests and HTTP error responses. Each test
 * ends by expecting it to be empty.
 */
export const test = base.extend<{ problems: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright passes fixtures as the first argument.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': networkOf(testInfo.workerIndex) });
  },
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      problems.push(`page error: ${error.message}`);
    });
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      // A read the browser or the app stopped because it was no longer
      // wanted (a lazy chunk or a language file when the page moved on, a
      // refresh superseded by the next one, a page left before its data
      // came) shows the learner nothing.
      if (reason === 'net::ERR_ABORTED' && request.method() === 'GET') return;
      // So is the share known of a story being typed: a read sent as a POST
      // (the story is its body), dropped when Generate leaves the page.
      if (reason === 'net::ERR_ABORTED' && isRead(request.url())) return;
      // Analytics and error reports are fire-and-forget beacons: one cut off
      // by a navigation is lost by design.
      if (reason === 'net::ERR_ABORTED' && isBeacon(request.url())) return;
      problems.push(`request failed: ${request.url()} (${reason})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) {
        problems.push(`HTTP ${response.status()}: ${response.url()}`);
      }
    });
    await use(problems);
  },
});

export { expect };
