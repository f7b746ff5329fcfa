import { afterEach, describe, expect, it, vi } from 'vitest';

import { answersSyncTag, handAnswersToWorker, onAnswersSent } from '@/lib/answer-sync';
import type { GuestReview } from '@/lib/guest-reviews';
import { pendingReviews, queueReview } from '@/lib/offline-answers';
import { storageKeys } from '@/lib/storage-keys';

const review = (key: string): GuestReview => ({
  cardId: 'fc_1',
  mode: 'review',
  grade: 3,
  idempotencyKey: key,
  reviewedAt: '2026-11-24T10:00:00.000Z',
});

/** Gives this page's navigator a service worker container (jsdom has none). */
function withServiceWorker(container: object) {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
}

/** A service worker registration that keeps what it is told, with or without Background Sync. */
function fakeWorker(options: { sync: boolean; keeps?: boolean }) {
  const kept: GuestReview[][] = [];
  const tags: string[] = [];
  const listeners = new Set<(event: MessageEvent) => void>();
  const active = {
    postMessage: (data: { type: string; reviews: GuestReview[] }, ports: MessagePort[]) => {
      if (data.type !== 'answers') return;
      kept.push(data.reviews);
      ports[0]?.postMessage({ kept: options.keeps ?? true });
    },
  };
  const registration = {
    active,
    ...(options.sync
      ? {
          sync: {
            register: (tag: string) => {
              tags.push(tag);
              return Promise.resolve();
            },
          },
        }
      : {}),
  };
  withServiceWorker({
    getRegistration: () => Promise.resolve(registration),
    addEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.delete(fn),
  });
  return {
    kept,
    tags,
    tell: (data: unknown) => {
      for (const fn of listeners) fn(new MessageEvent('message', { data }));
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  window.localStorage.clear();
});

describe('answers given offline, by Background Sync', () => {
  it('hands each waiting answer to the worker and asks for a sync', async () => {
    const worker = fakeWorker({ sync: true });
    await expect(handAnswersToWorker([review('k1'), review('k2')])).resolves.toBe(true);
    expect(worker.kept).toEqual([[review('k1'), review('k2')]]);
    expect(worker.tags).toEqual([answersSyncTag]);
  });

  it('a queued answer reaches the worker with every answer still waiting', async () => {
    const worker = fakeWorker({ sync: true });
    queueReview(review('k1'));
    queueReview(review('k2'));
    await vi.waitFor(() => {
      expect(worker.kept.at(-1)).toEqual([review('k1'), review('k2')]);
    });
    expect(worker.tags).toContain(answersSyncTag);
    // The page keeps its own copy: its fallback still sends them.
    expect(pendingReviews()).toEqual([review('k1'), review('k2')]);
  });

  it('without Background Sync the worker keeps a copy but the page sends them (no sync asked)', async () => {
    const worker = fakeWorker({ sync: false });
    await expect(handAnswersToWorker([review('k1')])).resolves.toBe(false);
    expect(worker.kept).toEqual([[review('k1')]]);
    expect(worker.tags).toEqual([]);
  });

  it('no sync when the worker could not keep them (nobody signed in), nor for nothing waiting', async () => {
    const refusing = fakeWorker({ sync: true, keeps: false });
    await expect(handAnswersToWorker([review('k1')])).resolves.toBe(false);
    expect(refusing.tags).toEqual([]);
    const worker = fakeWorker({ sync: true });
    await expect(handAnswersToWorker([])).resolves.toBe(false);
    expect(worker.kept).toEqual([[]]);
    expect(worker.tags).toEqual([]);
  });

  it('without a service worker nothing is handed over', async () => {
    withServiceWorker({ getRegistration: () => Promise.resolve(undefined) });
    await expect(handAnswersToWorker([review('k1')])).resolves.toBe(false);
  });

  it('answers the worker sent are reported to the page, other messages are not', () => {
    const worker = fakeWorker({ sync: true });
    const sent: string[][] = [];
    const stop = onAnswersSent((keys) => sent.push(keys));
    worker.tell({ type: 'answers-sent', keys: ['k1', 7, 'k2'] });
    worker.tell({ type: 'person', id: 'x' });
    stop();
    worker.tell({ type: 'answers-sent', keys: ['k3'] });
    expect(sent).toEqual([['k1', 'k2']]);
    expect(window.localStorage.getItem(storageKeys.pendingReviews)).toBeNull();
  });
});
