// The initial JavaScript + CSS of `/` (decision 0027: at most 160 KB gzipped):
// the module graph dist/index.html starts (its module script, module
// preloads and stylesheets, and every file they import statically), each
// file gzipped at level 9 as the server sends it. A prerendered page carries
// the same stylesheet inline. Lazy chunks (other pages, other languages)
// are not counted: they load only when needed.
//   node scripts/initial-bytes.mjs [dist]   (default ./dist)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The target of decision 0027, in bytes. */
export const initialBudget = 160 * 1024;

/**
 * What a first visit of / may download before the browser is idle: the entry
 * graph above plus what the app asks for as it starts (the home page's code,
 * the English strings), transferred gzipped. Checked in a browser by
 * e2e/first-visit-bytes.spec.ts (decision 0045).
 */
export const firstVisitBudget = 216 * 1024;

const staticImport =
  /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g;

/** Files under dist/assets that `/` loads before it runs, with their gzipped sizes. */
export function initialFiles(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const queue = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  const seen = new Map();
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    const body = readFileSync(join(dist, file));
    seen.set(file, gzipSync(body, { level: 9 }).length);
    if (file.endsWith('.js')) {
      for (const m of body.toString('utf8').matchAll(staticImport)) {
        queue.push(join('assets', m[1]));
      }
    }
  }
  return [...seen].map(([file, gzip]) => ({ file, gzip }));
}

/** The total, in bytes. */
export function initialBytes(dist) {
  return initialFiles(dist).reduce((sum, f) => sum + f.gzip, 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`${dist}/index.html is missing: run npm run build first`);
    process.exit(1);
  }
  const files = initialFiles(dist).sort((a, b) => b.gzip - a.gzip);
  for (const f of files) console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.file}`);
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log(
    `initial JS + CSS of / (${files.length} files, gzip -9): ${(total / 1024).toFixed(1)} KB` +
      ` (budget ${initialBudget / 1024} KB)`,
  );
  process.exit(total > initialBudget ? 1 : 0);
}
