import type { components } from '@/lib/api/schema';
import { sendBeacon } from '@/lib/insight/beacon';
import { safeStorage, wantsPrivacy } from '@/lib/insight/privacy';
import { rememberUtm, type Touches } from '@/lib/insight/utm';
import { analyticsId, VisitClock, type EndedVisit } from '@/lib/insight/visit';

type Batch = components['schemas']['AnalyticsBatchInputBody'];
/** The product events of product §8 (decision 0012). */
export type ProductEvent = components['schemas']['ProductEventBody']['name'];

const batchPath = '/api/v1/analytics/batch';
/** Page views wait this long for company before they are sent. */
const batchDelayMs = 3000;
/**
 * A product event (a step of the funnel) is sent almost at once, with what
 * is pending: a batch held until the page is left can be lost with it (a
 * beacon the browser drops as a loaded phone tears the page down).
 */
const eventDelayMs = 250;

interface Insight {
  id?: string;
  firstVisit: boolean;
  touches: Touches;
  clock?: VisitClock;
  pending: Required<Pick<Batch, 'pageViews' | 'visits' | 'events'>>;
  timer?: ReturnType<typeof setTimeout>;
  /** When the pending timer fires (ms since the epoch). */
  due: number;
  referrer: string;
}

let insight: Insight | null = null;

/** The analytics id of this browser, or undefined (not started, or Do-Not-Track). */
export function currentAnalyticsId(): string | undefined {
  return insight?.id;
}

function flush(): void {
  if (!insight) return;
  clearTimeout(insight.timer);
  insight.timer = undefined;
  const { pageViews, visits, events } = insight.pending;
  if (pageViews.length + visits.length + events.length === 0) return;
  const body: Batch = { pageViews, visits, events };
  if (insight.id) body.sessionId = insight.id;
  if (insight.touches.first) body.utm = insight.touches.first;
  if (insight.touches.last) body.lastUtm = insight.touches.last;
  insight.pending = { pageViews: [], visits: [], events: [] };
  sendBeacon(batchPath, body);
}

/** Sends what is pending in delayMs at the latest. */
function later(delayMs: number): void {
  if (!insight) return;
  const due = Date.now() + delayMs;
  if (insight.timer !== undefined && insight.due <= due) return;
  clearTimeout(insight.timer);
  insight.due = due;
  insight.timer = setTimeout(flush, delayMs);
}

function keepVisit(visit: EndedVisit | null | undefined): void {
  if (visit && insight) insight.pending.visits.push(visit);
}

/**
 * Starts the browser's analytics (product §8). Until it is called (tests, the
 * prerenderer), track and pageView do nothing.
 */
export function startInsight(): void {
  if (insight || typeof window === 'undefined') return;
  const now = Date.now();
  const local = safeStorage('localStorage');
  const privateMode = wantsPrivacy();
  const who = privateMode ? undefined : analyticsId(local);
  insight = {
    id: who?.id,
    firstVisit: who?.firstVisit ?? false,
    touches: privateMode ? {} : rememberUtm(local, window.location.search, now),
    clock: privateMode ? undefined : new VisitClock(now),
    pending: { pageViews: [], visits: [], events: [] },
    due: 0,
    referrer: document.referrer,
  };
  const active = () => {
    keepVisit(insight?.clock?.activity(Date.now()));
  };
  for (const type of ['pointerdown', 'keydown', 'scroll'] as const) {
    window.addEventListener(type, active, { passive: true, capture: true });
  }
  const leave = () => {
    keepVisit(insight?.clock?.end(Date.now()));
    flush();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
    else active();
  });
  window.addEventListener('pagehide', leave);
}

/** A page was shown (path only: query strings may carry tokens). */
export function pageView(path: string): void {
  if (!insight) return;
  keepVisit(insight.clock?.page(Date.now()));
  insight.pending.pageViews.push({
    path: path.slice(0, 2000) || '/',
    firstVisit: insight.firstVisit,
    ...(insight.referrer ? { referrer: insight.referrer.slice(0, 2000) } : {}),
  });
  insight.firstVisit = false;
  insight.referrer = '';
  later(batchDelayMs);
}

/** Records a product event (product §8), e.g. track('lesson_completed'). */
export function track(name: ProductEvent, metadata?: Record<string, unknown>): void {
  if (!insight) return;
  insight.pending.events.push(metadata ? { name, metadata } : { name });
  later(eventDelayMs);
}

/** Stops and forgets (tests). */
export function resetInsightForTests(): void {
  if (insight) clearTimeout(insight.timer);
  insight = null;
}
