// `make lighthouse`: Lighthouse's default mobile run against the real binary
// (Debian's Chromium), on /, /about and a lesson page, plus the initial
// JavaScript + CSS of / gzipped. Prints the scores; not part of CI.
//   node scripts/lighthouse.mjs [binary]   (default ../bin/storyglot)
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const binary = process.argv[2] ?? '../bin/storyglot';
const port = Number(process.env.STORYGLOT_LIGHTHOUSE_PORT ?? 18199);
const base = `http://127.0.0.1:${port}`;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const dataDir = mkdtempSync(join(tmpdir(), 'storyglot-lighthouse-'));

const server = spawn(
  binary,
  ['serve', '--addr', `127.0.0.1:${port}`, '--data-dir', dataDir, '--log-level', 'warn'],
  {
    stdio: 'inherit',
  },
);
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function until(check, what) {
  for (let i = 0; i < 300; i++) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

await until(async () => (await fetch(`${base}/readyz`)).ok, 'the server');

// A guest's lesson, made by the offline engine.
const guest = await fetch(`${base}/api/v1/guest-sessions`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: base },
  body: '{}',
});
const cookie = (guest.headers.get('set-cookie') ?? '').split(';')[0];
const story = await (
  await fetch(`${base}/api/v1/stories`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: base },
    body: JSON.stringify({
      content: 'María va al mercado por la mañana. Compra pan, queso y fruta fresca.',
      nativeLanguage: 'en',
      targetLanguage: 'es',
    }),
  })
).json();
const id = story.story.id;
await until(async () => {
  const s = await (
    await fetch(`${base}/api/v1/stories/${id}/status`, { headers: { Cookie: cookie } })
  ).json();
  return s.status === 'completed';
}, 'the lesson');

function initialBytes() {
  const html = readFileSync(new URL('../dist/index.html', import.meta.url), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  let total = 0;
  for (const f of files)
    total += gzipSync(readFileSync(new URL(`../dist${f}`, import.meta.url)), { level: 9 }).length;
  return { files: files.length, kb: total / 1024 };
}

const pages = [
  ['/', '/', {}],
  ['/about', '/about', {}],
  ['lesson', `/flashcards?story=${id}`, { Cookie: cookie }],
];
const rows = [];
for (const [name, path, headers] of pages) {
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
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 << 20 },
  ).toString();
  const r = JSON.parse(out);
  const score = (c) => Math.round((r.categories[c]?.score ?? 0) * 100);
  const audit = (a) => r.audits[a]?.displayValue ?? '';
  rows.push({
    page: name,
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    FCP: audit('first-contentful-paint'),
    LCP: audit('largest-contentful-paint'),
    TBT: audit('total-blocking-time'),
    CLS: audit('cumulative-layout-shift'),
  });
}
console.table(rows);
const { files, kb } = initialBytes();
console.log(`initial JS + CSS of / (${files} files, gzip -9): ${kb.toFixed(1)} KB`);
stop();
process.exit(0);
