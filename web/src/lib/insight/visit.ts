import { storageKeys } from '@/lib/storage-keys';

/** Product §8: a visit ends after 5 minutes idle; visits under 3 s are not reported. */
export const idleMs = 5 * 60 * 1000;
export const minVisitMs = 3000;

/** The browser's analytics id, made on the first visit (firstVisit is then true). */
export function analyticsId(storage: Storage | null): { id: string; firstVisit: boolean } {
  try {
    const known = storage?.getItem(storageKeys.analyticsId);
    if (known) return { id: known, firstVisit: false };
    const id = crypto.randomUUID();
    storage?.setItem(storageKeys.analyticsId, id);
    return { id, firstVisit: true };
  } catch {
    return { id: crypto.randomUUID(), firstVisit: true };
  }
}

export interface EndedVisit {
  durationMs: number;
  pageViews: number;
}

/** Times one visit at a time: activity after 5 idle minutes starts a new one. */
export class VisitClock {
  private start: number;
  private last: number;
  private pages = 0;

  constructor(now: number) {
    this.start = now;
    this.last = now;
  }

  /** Something happened; returns the visit that ended if the learner had been idle. */
  activity(now: number): EndedVisit | null {
    const ended = now - this.last > idleMs ? this.close(this.last + idleMs, now) : null;
    this.last = now;
    return ended;
  }

  /** A page was shown. */
  page(now: number): EndedVisit | null {
    const ended = this.activity(now);
    this.pages += 1;
    return ended;
  }

  /** The page is left or hidden: the visit so far, if long enough to report. */
  end(now: number): EndedVisit | null {
    return this.close(Math.min(now, this.last + idleMs), now);
  }

  private close(until: number, now: number): EndedVisit | null {
    const visit = { durationMs: Math.round(until - this.start), pageViews: this.pages };
    this.start = now;
    this.last = now;
    this.pages = 0;
    return visit.durationMs >= minVisitMs ? visit : null;
  }
}
