import type { components } from '@/lib/api/schema';
import { sendBeacon } from '@/lib/insight/beacon';
import { scrub, scrubPath } from '@/lib/insight/scrub';
import { currentAnalyticsId } from '@/lib/insight/track';

type ErrorLog = components['schemas']['ErrorLogInputBody'];

/** The product §8 error types the browser reports. */
export type ClientErrorType =
  'javascript_error' | 'react_error_boundary' | 'network_error' | 'stuck_loading_state';

export interface ClientError {
  errorType: ClientErrorType;
  errorCategory: 'frontend' | 'api' | 'timeout' | 'user_experience';
  severity: ErrorLog['severity'];
  message: string;
  stack?: string;
  metadata?: Record<string, string | number | boolean>;
}

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

/** The body sent to POST /api/v1/error-logs, with secrets taken out. */
export function toErrorLog(e: ClientError, path: string, userAgent: string): ErrorLog {
  const metadata: Record<string, unknown> = {
    url: scrubPath(path),
    userAgent: userAgent.slice(0, 300),
  };
  for (const [k, v] of Object.entries(e.metadata ?? {})) {
    metadata[k] = typeof v === 'string' ? scrub(v, 500) : v;
  }
  const body: ErrorLog = {
    errorType: e.errorType,
    errorCategory: e.errorCategory,
    severity: e.severity,
    errorMessage: scrub(e.message) || e.errorType,
    metadata,
  };
  if (e.stack) body.errorStack = scrub(e.stack, 4000);
  const id = currentAnalyticsId();
  if (id) body.sessionId = id;
  return body;
}

/** Logs a browser error (log-error; product §8); the same error once per page load. */
export function reportError(e: ClientError): void {
  if (!installed || !firstTime(e)) return;
  sendBeacon('/api/v1/error-logs', toErrorLog(e, window.location.pathname, navigator.userAgent));
}

function messageOf(value: unknown): { message: string; stack?: string } {
  if (value instanceof Error)
    return { message: `${value.name}: ${value.message}`, stack: value.stack };
  return { message: typeof value === 'string' ? value : 'Unknown error' };
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

/**
 * Watches an API call: a 5xx answer or a network failure is a network_error
 * (an aborted call or an offline browser is not). Returns the call unchanged.
 */
export function watchResponse(request: Request, response: Promise<Response>): Promise<Response> {
  const what = `${request.method} ${scrubPath(new URL(request.url).pathname)}`;
  response.then(
    (res) => {
      if (res.status >= 500) {
        reportError({
          errorType: 'network_error',
          errorCategory: 'api',
          severity: 'high',
          message: `${what} answered ${res.status}`,
        });
      }
    },
    (err: unknown) => {
      if (
        request.signal.aborted ||
        (err instanceof DOMException && err.name === 'AbortError') ||
        !navigator.onLine
      )
        return;
      reportError({
        errorType: 'network_error',
        errorCategory: 'api',
        severity: 'medium',
        message: `${what} failed: ${messageOf(err).message}`,
      });
    },
  );
  return response;
}

/** Forgets what was reported (tests). */
export function resetErrorReportsForTests(install = false): void {
  seen.clear();
  installed = install;
}
