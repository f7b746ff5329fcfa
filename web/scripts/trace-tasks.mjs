// The main-thread tasks of /, /about, a guest's own lesson and its shared
// lesson, by their thread CPU time (which a loaded machine inflates far less
// than wall time), read from Chromium traces: a phone viewport, no throttling,
// 5 s after the load event. For each page, the median over the runs of
// "4x blocking" = sum of max(0, 4 * cpu - 50 ms) over the tasks that start
// after the first contentful paint: what Lighthouse's 4x slowdown would make
// of them (decision 0047, docs/performance.md). The longest tasks are listed
// with what ran inside them. Not part of CI; compare two builds back to back.
//   node scripts/trace-tasks.mjs [binary] [page-name-filter]   (default ../bin/storyglot)
// STORYGLOT_TRACE_RUNS (default 3), STORYGLOT_TRACE_PORT (default 18198).
import { chromium } from '@playwright/test';

import { serveLesson } from './lesson-server.mjs';

const binary = process.argv[2] ?? '../bin/storyglot';
const only = process.argv[3] ?? '';
const port = Number(process.env.STORYGLOT_TRACE_PORT ?? 18198);
const runs = Math.max(1, Number(process.env.STORYGLOT_TRACE_RUNS ?? 3));
const { base, cookie, pages, stop } = await serveLesson(binary, port);

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
  ...(process.env.STORYGLOT_TRACE_CATEGORIES ?? '').split(',').filter(Boolean),
];

/** What a trace event inside a task was, in a few words. */
function label(e) {
  const d = e.args?.data ?? {};
  const file = (u) => (u ? String(u).replace(/^.*\//, '') : '');
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${e.name} ${file(d.url ?? e.args?.fileName)}`;
    case 'FunctionCall':
      return `FunctionCall ${d.functionName || '(anonymous)'} ${file(d.url)}`;
    case 'EventDispatch':
      return `EventDispatch ${d.type}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'FireIdleCallback':
      return e.name;
    default:
      return e.name;
  }
}

async function traceOnce(browser, path) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  await browser.startTracing(page, { categories });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();

  // The page's first contentful paint marks its renderer's main thread.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`${path}: no first contentful paint in the trace`);
  const nav =
    events.find(
      (e) =>
        e.name === 'navigationStart' && e.args?.data?.navigationId === fcp.args?.data?.navigationId,
    ) ?? fcp;
  const onMain = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X');
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && e.ts >= fcp.ts)
    .map((t) => ({ ...t, cpu: (t.tdur ?? t.dur) / 1000 }));
  const blocking = tasks.reduce((s, t) => s + Math.max(0, 4 * t.cpu - 50), 0);
  const long = tasks
    .filter((t) => t.cpu >= 8)
    .sort((a, b) => b.cpu - a.cpu)
    .map((t) => {
      const inside = onMain
        .filter(
          (e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.name !== 'RunTask',
        )
        .filter((e) => (e.tdur ?? e.dur) >= 1500)
        .sort((a, b) => (b.tdur ?? b.dur) - (a.tdur ?? a.dur))
        .slice(0, Number(process.env.STORYGLOT_TRACE_INSIDE ?? 5))
        .map((e) => `${label(e)} ${((e.tdur ?? e.dur) / 1000).toFixed(1)}`);
      return `${t.cpu.toFixed(1)} ms at +${((t.ts - nav.ts) / 1000).toFixed(0)} [${inside.join('; ')}]`;
    });
  return { blocking, fcp: (fcp.ts - nav.ts) / 1000, long, count: tasks.length };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
const rows = [];
for (const [name, path] of pages) {
  if (only && !name.startsWith(only)) continue;
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await traceOnce(browser, path));
  results.sort((a, b) => a.blocking - b.blocking);
  for (const r of results) {
    console.log(`${name}: 4x blocking ${r.blocking.toFixed(0)} ms, FCP ${r.fcp.toFixed(0)} ms`);
    for (const l of r.long) console.log(`   ${l}`);
  }
  const mid = results[Math.floor(results.length / 2)];
  rows.push({
    page: name,
    '4x blocking (median)': Math.round(mid.blocking),
    runs: results.map((r) => Math.round(r.blocking)).join(' '),
    'longest task (CPU ms)': mid.long[0]?.split(' ')[0] ?? '<8',
  });
}
await browser.close();
console.table(rows);
stop();
process.exit(0);
