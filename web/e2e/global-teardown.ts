import { rmSync } from 'node:fs';

/** Removes the run's temporary data directory. */
export default function globalTeardown(): void {
  const dir = process.env.STORYGLOT_E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
