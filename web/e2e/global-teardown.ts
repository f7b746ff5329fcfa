import { rmSync } from 'node:fs';

/**
 * Removes the run's temporary data directory. Playwright stops the web
 * server after global teardown, and until then the server may still be
 * writing a lesson's audio into it (ENOTEMPTY while removing): so the removal
 * waits for the runner's exit, when the server has been stopped. A directory
 * left behind in the temp folder is reported, not a failed run — this is
 * housekeeping, not a test.
 */
export default function globalTeardown(): void {
  const dir = process.env.STORYGLOT_E2E_DATA_DIR;
  if (!dir) return;
  process.once('exit', () => {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (err) {
      console.warn(`e2e: could not remove ${dir}: ${String(err)}`);
    }
  });
}
