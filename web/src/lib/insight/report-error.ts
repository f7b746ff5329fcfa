import { sendBeacon } from '@/lib/insight/beacon';
import { messageOf, toErrorLog, type ClientError } from '@/lib/insight/error-log';
import { scrub, scrubPath } from '@/lib/insight/scrub';

/** At most this many reports leave one page load. */
export const maxReportsPerPage = 20;

let installed = false;
const seen = new Set<string>();

/** The key under which the same error is reported once per page load. */
export function dedupKey(e: Pick<ClientError, 'errorType' | 'message'>): string {
  return `${e.errorType}|${scrub(e.message, 200)}`;
}

/** Whether this error is new for this page load (and there is room for it). */
export function firstTime(e: Pick<ClientError, 'errorType' | 'message'>): boolean {
  const key = dedupKey(e);
  if (seen.has(key) || seen.size >= maxReportsPerPage) return false;
  seen.add(key);
  return true;
}

/** Logs a browser error (log-error; product §8); the same error once per page load. */
export function reportError(e: ClientError): void {
  if (!installed || !firstTime(e)) return;
  sendBeacon('/api/v1/error-logs', toErrorLog(e, window.location.pathname, navigator.userAgent));
}

/** Window errors and unhandled rejections: javascript_error, frontend, medium (product §8). */
export function installErrorReporting(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('error', (ev) => {
    const { message, stack } = ev.error
      ? messageOf(ev.error)
      : { message: ev.message, stack: undefined };
    reportError({
      errorType: 'javascript_error',
      errorCategory: 'frontend',
      severity: 'medium',
      message,
      stack,
      metadata: { file: scrubPath(ev.filename || ''), line: ev.lineno, column: ev.colno },
    });
  });
  window.addEventListener('unhandledrejection', (ev) => {
    reportError({
      errorType: 'javascript_error',
      errorCategory: 'frontend',
      severity: 'medium',
      ...messageOf(ev.reason),
    });
  });
}

/** A render error caught by an error boundary: react_error_boundary, high (product §8). */
export function reportRenderError(error: unknown, componentStack?: string | null): void {
  reportError({
    errorType: 'react_error_boundary',
    errorCategory: 'frontend',
    severity: 'high',
    ...messageOf(error),
    metadata: componentStack ? { componentStack: componentStack.slice(0, 1000) } : undefined,
  });
}

/** Forgets what was reported (tests). */
export function resetErrorReportsForTests(install = false): void {
  seen.clear();
  installed = install;
}
