import { describe, expect, it } from 'vitest';

// eslint-disable-next-line no-restricted-imports -- the worker lives outside src/ (web/sw), no alias reaches it
import source from '../../sw/service-worker.js?raw';
import { answersSyncTag } from '@/lib/answer-sync';

/**
 * The real worker (web/sw/service-worker.js) run against in-memory Cache
 * Storage and a scripted network: what its Background Sync does with the
 * answers a page handed it.
 */
type Listener = (event: Record<string, unknown>) => void;

function startWorker(network: (body: unknown) => Promise<Response>) {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: unknown) =>
    new URL(typeof request === 'string' ? request : (request as Request).url, 'https://sg.test')
      .pathname;
  const caches = {
    open: (name: string) => {
      let store = stores.get(name);
      if (!store) {
        store = new Map();
        stores.set(name, store);
      }
      const s = store;
      return Promise.resolve({
        match: (request: unknown) => Promise.resolve(s.get(key(request))?.clone()),
        put: (request: unknown, response: Response) => {
          s.set(key(request), response);
          return Promise.resolve();
        },
        delete: (request: unknown) => Promise.resolve(s.delete(key(request))),
        addAll: () => Promise.resolve(),
      });
    },
    keys: () => Promise.resolve([...stores.keys()]),
    delete: (name: string) => Promise.resolve(stores.delete(name)),
  };
  const listeners = new Map<string, Listener>();
  const told: unknown[] = [];
  const sent: unknown[] = [];
  const self = {
    location: new URL('https://sg.test/sw.js'),
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    clients: {
      matchAll: () => Promise.resolve([{ postMessage: (data: unknown) => told.push(data) }]),
      claim: () => Promise.resolve(),
    },
    skipWaiting: () => Promise.resolve(),
  };
  const fetch = (url: string, init: { body: string }) => {
    const body = JSON.parse(init.body) as unknown;
    sent.push({ url, body });
    return network(body);
  };
  const code = source
    .replace('__STORYGLOT_SW_VERSION__', 'test')
    .replace('__STORYGLOT_SW_PRECACHE__', '[]')
    .replace('__STORYGLOT_SW_STUDY__', '[]');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the worker's own file, run in a sandbox of fakes
  const run = new Function('self', 'caches', 'fetch', code) as (...fakes: unknown[]) => void;
  run(self, caches, fetch);

  /** Dispatches an event; resolves (or rejects) with what the worker waits for. */
  async function dispatch(type: string, event: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  }
  async function handAnswers(reviews: unknown[]) {
    const replies: unknown[] = [];
    await dispatch('message', {
      data: { type: 'answers', reviews },
      ports: [{ postMessage: (data: unknown) => replies.push(data) }],
    });
    return replies;
  }
  return { dispatch, handAnswers, told, sent, stores };
}

const answers = [
  { cardId: 'fc_1', mode: 'review', grade: 3, idempotencyKey: 'k1', reviewedAt: 't1' },
  { cardId: 'fc_2', mode: 'test', correct: true, idempotencyKey: 'k2', reviewedAt: 't2' },
];
const sync = { tag: answersSyncTag };

describe("the service worker's Background Sync of answers", () => {
  it('keeps the answers, fails the sync while offline (the browser retries), sends them once back', async () => {
    let online = false;
    const worker = startWorker(() =>
      online
        ? Promise.resolve(new Response('{"imported":2,"skipped":0}', { status: 200 }))
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    await worker.dispatch('message', { data: { type: 'person', id: 'p1' } });
    expect(await worker.handAnswers(answers)).toEqual([{ kept: true }]);

    await expect(worker.dispatch('sync', sync)).rejects.toThrow('Failed to fetch');
    expect(worker.told).toEqual([]);

    online = true;
    await worker.dispatch('sync', sync);
    expect(worker.sent.at(-1)).toEqual({
      url: '/api/v1/reviews/import',
      body: { reviews: answers },
    });
    expect(worker.told).toEqual([{ type: 'answers-sent', keys: ['k1', 'k2'] }]);

    // Sent once: a later sync has nothing to send.
    const before = worker.sent.length;
    await worker.dispatch('sync', sync);
    expect(worker.sent).toHaveLength(before);
  });

  it('a server error keeps them for the next sync; a refusal (422) drops them', async () => {
    let status = 503;
    const worker = startWorker(() => Promise.resolve(new Response('{}', { status })));
    await worker.dispatch('message', { data: { type: 'person', id: 'p1' } });
    await worker.handAnswers(answers);
    await expect(worker.dispatch('sync', sync)).rejects.toThrow('503');
    status = 422;
    await worker.dispatch('sync', sync);
    expect(worker.told).toEqual([{ type: 'answers-sent', keys: ['k1', 'k2'] }]);
  });

  it('keeps nothing with nobody signed in, and a new person never sends the last one’s answers', async () => {
    const worker = startWorker(() => Promise.resolve(new Response('{}', { status: 200 })));
    expect(await worker.handAnswers(answers)).toEqual([{ kept: false }]);

    await worker.dispatch('message', { data: { type: 'person', id: 'p1' } });
    await worker.handAnswers(answers);
    await worker.dispatch('message', { data: { type: 'person', id: 'p2' } });
    await worker.dispatch('sync', sync);
    expect(worker.sent).toEqual([]);
  });

  it('other sync tags are not its business', async () => {
    const worker = startWorker(() => Promise.resolve(new Response('{}', { status: 200 })));
    await worker.dispatch('message', { data: { type: 'person', id: 'p1' } });
    await worker.handAnswers(answers);
    await worker.dispatch('sync', { tag: 'something-else' });
    expect(worker.sent).toEqual([]);
  });
});
