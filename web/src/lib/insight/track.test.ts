import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { pageView, resetInsightForTests, startInsight, track } from '@/lib/insight/track';

interface SentBatch {
  pageViews: { path: string }[];
  events: { name: string }[];
}

let sent: SentBatch[];

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sent = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_path: string, body: Blob) => {
      void body.text().then((text) => sent.push(JSON.parse(text) as SentBatch));
      return true;
    },
  });
  startInsight();
});

afterEach(() => {
  resetInsightForTests();
  vi.useRealTimers();
});

async function settle() {
  await vi.runOnlyPendingTimersAsync();
  await Promise.resolve();
}

describe('track', () => {
  it('holds page views for company, a few seconds', async () => {
    pageView('/');
    await vi.advanceTimersByTimeAsync(2900);
    expect(sent).toEqual([]);
    pageView('/about');
    await vi.advanceTimersByTimeAsync(200);
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.pageViews.map((p) => p.path)).toEqual(['/', '/about']);
  });

  it('sends a funnel step almost at once, with the page views pending', async () => {
    pageView('/flashcards');
    track('lesson_completed');
    await vi.advanceTimersByTimeAsync(300);
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events).toEqual([{ name: 'lesson_completed' }]);
    expect(sent[0]?.pageViews.map((p) => p.path)).toEqual(['/flashcards']);
    // Nothing is left to send later.
    await settle();
    expect(sent).toHaveLength(1);
  });
});
