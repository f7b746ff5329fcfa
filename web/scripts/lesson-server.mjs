// The real binary on a fresh data directory with one guest's lesson and its
// public link: the pages that scripts/lighthouse.mjs and
// scripts/trace-tasks.mjs measure.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/**
 * Serves binary on 127.0.0.1:port and makes a guest's lesson (offline engine)
 * and its share. Returns the base URL, the guest's cookie, the pages
 * ([name, path, headers]) and stop().
 */
export async function serveLesson(binary, port) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'storyglot-pages-'));
  const server = spawn(
    binary,
    ['serve', '--addr', `127.0.0.1:${port}`, '--data-dir', dataDir, '--log-level', 'warn'],
    { stdio: 'inherit' },
  );
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    server.kill('SIGTERM');
    try {
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
    } catch {
      // The server may still be writing a lesson's audio as it stops: a
      // directory left in the temp folder is no reason to fail a measurement.
    }
  };
  process.on('exit', stop);

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

  // The lesson's public link: what anyone who is sent it opens, without a session.
  const share = await (
    await fetch(`${base}/api/v1/stories/${id}/shares`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: base },
    })
  ).json();
  if (!share.token) throw new Error(`no share token: ${JSON.stringify(share)}`);

  const pages = [
    ['/', '/', {}],
    ['/about', '/about', {}],
    ['lesson (its owner, a guest)', `/flashcards?story=${id}`, { Cookie: cookie }],
    ['shared lesson (a visitor)', `/shared/${share.token}`, {}],
  ];
  return { base, cookie, pages, stop };
}
