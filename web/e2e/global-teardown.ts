import { rmSync } from 'node:fs';

/**
 * Removes the run's temporary data directory. The server may still be
 * finishing a lesson job and writing into it (ENOTEMPTY while removing), so
 * removal is retried; a directory left behind in the temp folder is reported,
 * not a failed run — this is housekeeping, not a test.
 */
export default function globalTeardown(): void {
  const dir = process.env.STORYGLOT_E2E_DATA_DIR;
  if (!dir) return;
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (err) {
    console.warn(`e2e: could not remove ${dir}: ${String(err)}`);
  }
}
