import { describe, expect, it } from 'vitest';

import { analyticsId, idleMs, VisitClock } from '@/lib/insight/visit';
import { storageKeys } from '@/lib/storage-keys';

describe('analytics id (product §8: a UUID under analytics_session_id)', () => {
  it('is made once; the first call is the first visit', () => {
    window.localStorage.clear();
    const first = analyticsId(window.localStorage);
    expect(first.firstVisit).toBe(true);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.localStorage.getItem(storageKeys.analyticsId)).toBe(first.id);
    expect(analyticsId(window.localStorage)).toEqual({ id: first.id, firstVisit: false });
  });
});

describe('VisitClock (5 minutes idle ends a visit; under 3 s is not reported)', () => {
  it('reports a visit at least 3 s long when the page is left', () => {
    const c = new VisitClock(0);
    c.page(0);
    c.page(1500);
    expect(c.end(4000)).toEqual({ durationMs: 4000, pageViews: 2 });
  });

  it('drops a visit under 3 s', () => {
    const c = new VisitClock(0);
    c.page(0);
    expect(c.end(2999)).toBeNull();
  });

  it('ends the visit 5 minutes after the last activity and starts a new one', () => {
    const c = new VisitClock(0);
    c.page(0);
    c.activity(10_000);
    expect(c.activity(10_000 + idleMs)).toBeNull(); // exactly 5 minutes: still the same visit
    const later = 10_000 + 3 * idleMs;
    expect(c.page(later)).toEqual({ durationMs: 10_000 + 2 * idleMs, pageViews: 1 });
    expect(c.end(later + 5000)).toEqual({ durationMs: 5000, pageViews: 1 });
  });

  it('counts an idle tail as at most 5 minutes when the page is left', () => {
    const c = new VisitClock(0);
    c.page(0);
    expect(c.end(60 * 60 * 1000)).toEqual({ durationMs: idleMs, pageViews: 1 });
  });
});
