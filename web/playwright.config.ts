import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the real Go binary, which serves the built app
 * embedded (build it with `npm run build`, then `go build -o bin/storyglot ./cmd/storyglot`),
 * in Debian's Chromium: Playwright never downloads a browser here.
 *
 * STORYGLOT_E2E_BIN       binary to test (default ../bin/storyglot)
 * STORYGLOT_E2E_PORT      port to serve on (default 18080)
 * STORYGLOT_E2E_CHROMIUM  browser executable (default /usr/bin/chromium)
 *
 * Card payments run against stripe-mock (scripts/setup --test installs it) on
 * the port 1000 above the server's; without stripe-mock the server runs with
 * payments off and the payment spec is skipped.
 */
const port = Number(process.env.STORYGLOT_E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;
const binary = process.env.STORYGLOT_E2E_BIN ?? '../bin/storyglot';

// A fresh, empty data directory per run. The config is also loaded by the
// worker processes; they inherit the variable and so agree on one directory.
process.env.STORYGLOT_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'storyglot-e2e-'));
const dataDir = process.env.STORYGLOT_E2E_DATA_DIR;
// The server logs (JSON, info level) to a file in the data directory: without
// SMTP every mail is logged there with its link, which e2e/mail.ts reads.
process.env.STORYGLOT_E2E_SERVER_LOG ??= join(dataDir, 'server.log');
const serverLog = process.env.STORYGLOT_E2E_SERVER_LOG;
process.env.STORYGLOT_E2E_BIN_PATH ??= binary;

/** stripe-mock on PATH or in $(go env GOPATH)/bin, or '' when it is not installed. */
function findStripeMock(): string {
  const dirs = (process.env.PATH ?? '').split(':');
  try {
    dirs.push(join(execFileSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).trim(), 'bin'));
  } catch {
    // No Go here: only PATH is searched.
  }
  return dirs.map((d) => join(d, 'stripe-mock')).find((p) => existsSync(p)) ?? '';
}
process.env.STORYGLOT_E2E_STRIPE_MOCK ??= findStripeMock();
const stripeMock = process.env.STORYGLOT_E2E_STRIPE_MOCK;
const stripePort = port + 1000;
// The webhook secret the payment spec signs its events with.
process.env.STORYGLOT_E2E_STRIPE_WEBHOOK_SECRET ??= 'whsec_e2e_storyglot';
const stripeFlags = stripeMock
  ? ` --stripe-secret-key sk_test_e2e --stripe-webhook-secret ${process.env.STORYGLOT_E2E_STRIPE_WEBHOOK_SECRET} --stripe-api-base http://127.0.0.1:${String(stripePort)}`
  : '';

export default defineConfig({
  testDir: './e2e',
  // Only the browser journeys: e2e/*.test.ts are Vitest's (the reporter's own tests).
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry in CI (Playwright reports a test that passed only on retry as flaky):
  // a timing flake on the loaded 2-core runner must not sink a landing.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The failure summary prints last, so a tail of the output still shows every failure.
  reporter: [['list'], ['./e2e/failure-summary.ts']],
  timeout: 30_000,
  // Two workers share two cores with the server and its lesson jobs in CI.
  expect: { timeout: 10_000 },
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    // A trace only for a retry (CI retries once; the AI journeys, which do
    // not retry, keep a failure's trace): recording every test took about
    // a fifth of the journeys' time on 2 cores. `--trace retain-on-failure` to see one here.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.STORYGLOT_E2E_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    {
      command: `sh -c 'exec "${binary}" serve --addr 127.0.0.1:${port} --base-url ${baseURL} --trusted-proxies 127.0.0.1 --data-dir "${dataDir}" --log-level info --log-format json${stripeFlags} 2>>"${serverLog}"'`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(stripeMock
      ? [
          {
            command: `"${stripeMock}" -http-addr 127.0.0.1:${String(stripePort)} -https-addr 127.0.0.1:`,
            url: `http://127.0.0.1:${String(stripePort)}/v1/charges`,
            reuseExistingServer: false,
            timeout: 30_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
