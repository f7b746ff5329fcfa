import { test as base, expect } from '@playwright/test';

/**
 * `problems` collects everything a user should never cause: console errors,
 * uncaught page errors, failed requests and HTTP error responses. Each test
 * ends by expecting it to be empty.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      problems.push(`page error: ${error.message}`);
    });
    page.on('requestfailed', (request) => {
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? ''})`);
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
