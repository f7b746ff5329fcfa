/*
 * Storyglot's service worker (issue 10: study offline). Built by
 * sw/vite-plugin.ts, which fills in the version and the app shell's files.
 *
 * - The app shell (index.html, its entry script and styles) is cached at
 *   install, every other script, style and font once loaded (the page hands
 *   over what it loaded before the worker ran); pages fall back to the shell
 *   when the network is gone. Once a learner (guest or user) is signed in,
 *   the files of every study mode are kept too, so that any mode opens and
 *   reloads offline.
 * - API answers (GET /api/...) go to the network first; the last good answer
 *   is kept for when the network is gone (the lessons a learner opened, their
 *   due queue, who they are). They are kept per person: the page tells the
 *   worker who is signed in, and a new person or a sign-out deletes what was
 *   kept for the last one.
 * - Audio and pictures of cards (/api/v1/files/...) are kept once fetched, in
 *   the same per-person cache; ranges are cut from the kept file.
 * - Answers given offline (issue 10, decision 0021): the page keeps them and
 *   hands the worker a copy, kept in the person's cache; where the browser has
 *   Background Sync, the worker sends them on the 'sync' event when the
 *   network is back, even with the page closed (the import is idempotent by
 *   key, so the page sending them too counts nothing twice).
 */

const version = '__STORYGLOT_SW_VERSION__';
const shellFiles = JSON.parse('__STORYGLOT_SW_PRECACHE__');
// Every study mode's page with what it imports: kept once a learner is signed in.
const studyFiles = JSON.parse('__STORYGLOT_SW_STUDY__');
const studyKeptKey = '/__storyglot/study-kept';
const shellCache = `storyglot-shell-${version}`;
const personPrefix = 'storyglot-api-';
const metaCache = 'storyglot-meta';
const personKey = '/__storyglot/person';
// Answers waiting to be sent, in the person's cache; the Background Sync tag.
const answersKey = '/__storyglot/pending-reviews';
const answersTag = 'storyglot-answers';
const answersChunk = 200;
// Answers the server refuses as they are: sending them again would never help.
const answersRefused = [400, 413, 422];

// API answers never kept: live streams, downloads, sign-in and payments.
const neverKept = [/\/events$/, /\/export/, /^\/api\/v1\/auth\//, /^\/api\/v1\/payments\//];

let person; // undefined: not read yet; '' : nobody

async function currentPerson() {
  if (person !== undefined) return person;
  const meta = await caches.open(metaCache);
  const kept = await meta.match(personKey);
  person = kept ? await kept.text() : '';
  return person;
}

/** Keeps only the cache of `next` (or none): what was kept for someone else goes. */
async function setPerson(next) {
  person = next;
  const meta = await caches.open(metaCache);
  if (next) await meta.put(personKey, new Response(next));
  else await meta.delete(personKey);
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(personPrefix) && name !== personPrefix + next)
      .map((name) => caches.delete(name)),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(shellCache)
      .then((cache) => cache.addAll(shellFiles))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('storyglot-shell-') && name !== shellCache)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || typeof data !== 'object') return;
  if (data.type === 'person' && typeof data.id === 'string') {
    event.waitUntil(setPerson(data.id).then(() => (data.id ? keepStudyFiles() : undefined)));
  } else if (data.type === 'answers' && Array.isArray(data.reviews)) {
    event.waitUntil(
      keepAnswers(data.reviews).then(
        (kept) => event.ports[0]?.postMessage({ kept }),
        () => event.ports[0]?.postMessage({ kept: false }),
      ),
    );
  } else if (data.type === 'loaded' && Array.isArray(data.urls)) {
    const urls = data.urls.filter(
      (url) =>
        typeof url === 'string' &&
        new URL(url, self.location.origin).pathname.startsWith('/assets/'),
    );
    event.waitUntil(
      caches
        .open(shellCache)
        .then((cache) => cache.addAll(urls))
        .catch(() => undefined),
    );
  }
});

/** Keeps the study pages' files not kept yet (one lesson opened online is then studied in every mode offline). */
async function keepStudyFiles() {
  const cache = await caches.open(shellCache);
  // Once kept for this version, every later page load skips the lookups.
  if (await cache.match(studyKeptKey)) return;
  const missing = [];
  for (const url of studyFiles) if (!(await cache.match(url))) missing.push(url);
  try {
    if (missing.length > 0) await cache.addAll(missing);
    await cache.put(studyKeptKey, new Response('1'));
  } catch {
    // Tried again at the next page load.
  }
}

/** Keeps the page's waiting answers for the person signed in (none: forgets them). */
async function keepAnswers(reviews) {
  const id = await currentPerson();
  if (!id) return false;
  const cache = await caches.open(personPrefix + id);
  if (reviews.length === 0) {
    await cache.delete(answersKey);
  } else {
    await cache.put(
      answersKey,
      new Response(JSON.stringify(reviews), { headers: { 'Content-Type': 'application/json' } }),
    );
  }
  return true;
}

/**
 * Sends the kept answers (POST /api/v1/reviews/import, a chunk at a time).
 * A network or server failure throws, so the browser tries the sync again
 * later; what was sent is forgotten, and open pages are told.
 */
async function sendAnswers() {
  const id = await currentPerson();
  if (!id) return;
  const cache = await caches.open(personPrefix + id);
  const kept = await cache.match(answersKey);
  if (!kept) return;
  const reviews = await kept.json();
  for (let at = 0; at < reviews.length; at += answersChunk) {
    const chunk = reviews.slice(at, at + answersChunk);
    const response = await fetch('/api/v1/reviews/import', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reviews: chunk }),
    });
    if (!response.ok && !answersRefused.includes(response.status)) {
      throw new Error(`answers not sent: ${response.status}`);
    }
  }
  // The person may have changed while the answers were out: theirs are gone already.
  if ((await currentPerson()) === id) await cache.delete(answersKey);
  const keys = reviews.map((review) => review.idempotencyKey);
  const pages = await self.clients.matchAll({ type: 'window' });
  for (const client of pages) client.postMessage({ type: 'answers-sent', keys });
}

self.addEventListener('sync', (event) => {
  if (event.tag === answersTag) event.waitUntil(sendAnswers());
});

/** A byte range of a kept file, as a media element asks for it. */
async function partial(full, range) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match) return full;
  const body = await full.clone().arrayBuffer();
  const size = body.byteLength;
  let start = Number(match[1]);
  let end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  }
  if (start >= size || start > end) {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } });
  }
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      'Content-Type': full.headers.get('Content-Type') ?? 'application/octet-stream',
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Content-Length': String(end - start + 1),
      'Accept-Ranges': 'bytes',
    },
  });
}

/** A card's audio or picture: kept once fetched (whole, so any range can be cut from it). */
async function cardFile(request, cache, event) {
  let full = await cache.match(request.url, { ignoreVary: true });
  if (!full) {
    const response = await fetch(request.url, { credentials: 'same-origin' });
    if (response.status !== 200) return response;
    event.waitUntil(cache.put(request.url, response.clone()));
    full = response;
  }
  const range = request.headers.get('Range');
  return range ? partial(full, range) : full;
}

/** Network first; the last good answer when the network is gone. */
async function apiAnswer(request, event) {
  const id = await currentPerson();
  if (!id) return fetch(request);
  const cache = await caches.open(personPrefix + id);
  const url = new URL(request.url);
  if (
    url.pathname.startsWith('/api/v1/files/') &&
    (request.destination === 'audio' || request.destination === 'image')
  ) {
    return cardFile(request, cache, event);
  }
  try {
    const response = await fetch(request);
    // Kept in the background: the page gets its answer at once. The person
    // may have changed while the request was out.
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(
        currentPerson().then((now) => (now === id ? cache.put(request, copy) : undefined)),
      );
    }
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

/** Pages: the network, or the app shell when it is gone. */
async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(shellCache);
    const shell = await cache.match('/index.html');
    if (shell) return shell;
    throw error;
  }
}

/** Scripts, styles, fonts and icons: the cached copy, else the network (then kept). */
async function shellFile(request) {
  const cache = await caches.open(shellCache);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) {
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) {
    if (neverKept.some((pattern) => pattern.test(url.pathname))) return;
    event.respondWith(apiAnswer(request, event));
  } else if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith('/assets/') || shellFiles.includes(url.pathname)) {
    event.respondWith(shellFile(request));
  }
});
