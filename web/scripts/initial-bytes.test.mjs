// @vitest-environment node
// Issue 15: the initial JavaScript + CSS of `/` stays within 160 KB gzipped.
// It measures the built app: make test-web builds it first. Run alone
// without dist/ it says it skipped, except in CI, where it fails.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { initialBudget, initialFiles } from './initial-bytes.mjs';

// Vitest runs in web/ (jsdom gives import.meta.url no file: scheme).
const dist = join(process.cwd(), 'dist');
const built = existsSync(`${dist}/index.html`);

describe('initial bytes of /', () => {
  it.skipIf(!built && !process.env.CI)('are at most 160 KB gzipped', () => {
    const files = initialFiles(dist);
    expect(files.some((f) => f.file.endsWith('.css'))).toBe(true);
    expect(files.some((f) => f.file.endsWith('.js'))).toBe(true);
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    expect(total, files.map((f) => `${f.file} ${String(f.gzip)}`).join('\n')).toBeLessThanOrEqual(
      initialBudget,
    );
  });
});
