import { api } from '@/lib/api/client';

/** POST /api/v1/analytics/events; failures are ignored (analytics never block the learner). */
export function trackEvent(eventName: string, metadata: Record<string, unknown> = {}): void {
  void api.POST('/api/v1/analytics/events', { body: { eventName, metadata } }).catch(() => {
    // Ignored on purpose.
  });
}
