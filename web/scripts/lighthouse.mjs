// `make lighthouse`: Lighthouse's default mobile run against the real binary
// (Debian's Chromium), on /, /about, a guest's own lesson page and that
// lesson's public share page (/shared/<token>, as a visitor sees it), plus
// the initial JavaScript + CSS of / gzipped (scripts/initial-bytes.mjs).
// Prints the scores; not part of CI.
//   node scripts/lighthouse.mjs [binary] [page]   (default ../bin/storyglot;
//   page: only the pages whose name starts with it, e.g. lesson or shared)
// With STORYGLOT_LIGHTHOUSE_JSON=<dir> each page's full report is kept there
// as <page>.json (what was painted when, which requests, the long tasks).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { initialFiles } from './initial-bytes.mjs';
import { serveLesson } from './lesson-server.mjs';

const binary = process.argv[2] ?? '../bin/storyglot';
const only = process.argv[3] ?? '';
const port = Number(process.env.STORYGLOT_LIGHTHOUSE_PORT ?? 18199);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const { base, pages, stop } = await serveLesson(binary, port);

// One Lighthouse run of path; a run Lighthouse itself reports as broken
// (e.g. NO_NAVSTART: "Please run Lighthouse again") is run again, twice at most.
function lighthouse(path, headers) {
  for (let attempt = 1; ; attempt++) {
    try {
      const out = execFileSync(
        'npx',
        [
          'lighthouse',
          base + path,
          '--quiet',
          '--output=json',
          '--output-path=stdout',
          '--only-categories=performance,accessibility,seo',
          `--extra-headers=${JSON.stringify(headers)}`,
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ],
        {
          env: { ...process.env, CHROME_PATH: chrome },
          maxBuffer: 64 << 20,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      ).toString();
      return { out, report: JSON.parse(out) };
    } catch (err) {
      if (attempt >= 3) throw err;
      console.warn(
        `lighthouse ${path}: run ${attempt} failed (${String(err.stderr ?? err)
          .trim()
          .split('\n')
          .pop()}); again`,
      );
    }
  }
}

// Scores vary from run to run (Lighthouse scales the CPU time it observes),
// so each page is run STORYGLOT_LIGHTHOUSE_RUNS times (default 3) and the run
// with the median performance score is reported, as Lighthouse's own
// documentation advises; the range is printed beside it.
const runs = Math.max(1, Number(process.env.STORYGLOT_LIGHTHOUSE_RUNS ?? 3));
const rows = [];
for (const [name, path, headers] of pages) {
  if (!name.startsWith(only)) continue;
  const results = [];
  for (let i = 0; i < runs; i++) results.push(lighthouse(path, headers));
  const perf = (r) => r.report.categories.performance?.score ?? 0;
  results.sort((a, b) => perf(a) - perf(b));
  const { out, report: r } = results[Math.floor(results.length / 2)];
  if (process.env.STORYGLOT_LIGHTHOUSE_JSON) {
    writeFileSync(
      join(process.env.STORYGLOT_LIGHTHOUSE_JSON, `${name.replace(/\W/g, '_') || 'home'}.json`),
      out,
    );
  }
  const score = (c) => Math.round((r.categories[c]?.score ?? 0) * 100);
  const audit = (a) => r.audits[a]?.displayValue ?? '';
  rows.push({
    page: name,
    performance: score('performance'),
    'perf. range': `${Math.round(perf(results[0]) * 100)}–${Math.round(perf(results.at(-1)) * 100)}`,
    accessibility: score('accessibility'),
    seo: score('seo'),
    FCP: audit('first-contentful-paint'),
    LCP: audit('largest-contentful-paint'),
    TBT: audit('total-blocking-time'),
    CLS: audit('cumulative-layout-shift'),
  });
}
console.table(rows);
const files = initialFiles(fileURLToPath(new URL('../dist', import.meta.url)));
const kb = files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
console.log(`initial JS + CSS of / (${files.length} files, gzip -9): ${kb.toFixed(1)} KB`);
stop();
process.exit(0);
