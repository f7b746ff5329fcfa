import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

/**
 * The AI Story journey, against the real binary talking to a tiny
 * OpenAI-compatible stand-in (stand-in.mjs) instead of a real provider:
 * `npx playwright test -c e2e/ai/playwright.config.ts` from web/. Same
 * variables as playwright.config.ts; the ports default to 18081 (app,
 * STORYGLOT_E2E_AI_PORT) and 18191 (stand-in, STORYGLOT_AI_STAND_IN_PORT).
 */
const webDir = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.STORYGLOT_E2E_AI_PORT ?? 18081);
const aiPort = Number(process.env.STORYGLOT_AI_STAND_IN_PORT ?? 18191);
const baseURL = `http://127.0.0.1:${String(port)}`;
const binary = resolve(webDir, process.env.STORYGLOT_E2E_BIN ?? '../bin/storyglot');

process.env.STORYGLOT_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'storyglot-e2e-ai-'));
const dataDir = process.env.STORYGLOT_E2E_DATA_DIR;
process.env.STORYGLOT_E2E_SERVER_LOG ??= join(dataDir, 'server.log');
const serverLog = process.env.STORYGLOT_E2E_SERVER_LOG;

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  retries: 0,
  workers: 1,
  reporter: 'list',
  timeout: 30_000,
  outputDir: join(webDir, 'test-results', 'ai'),
  globalTeardown: '../global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.STORYGLOT_E2E_CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium-ai', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node stand-in.mjs',
      url: `http://127.0.0.1:${String(aiPort)}/healthz`,
      env: { STORYGLOT_AI_STAND_IN_PORT: String(aiPort) },
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: `sh -c 'exec "${binary}" serve --addr 127.0.0.1:${String(port)} --base-url ${baseURL} --data-dir "${dataDir}" --log-level info --log-format json 2>>"${serverLog}"'`,
      url: `${baseURL}/healthz`,
      env: {
        STORYGLOT_AI_BASE_URL: `http://127.0.0.1:${String(aiPort)}/v1`,
        STORYGLOT_AI_MODEL: 'stand-in',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
