import type { components } from '@/lib/api/schema';
import { scrub, scrubPath } from '@/lib/insight/scrub';
import { currentAnalyticsId } from '@/lib/insight/track';

export type ErrorLog = components['schemas']['ErrorLogInputBody'];

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

/** An error's message and stack as reported: the name and message of an Error, or the text thrown. */
export function messageOf(value: unknown): { message: string; stack?: string } {
  if (value instanceof Error)
    return { message: `${value.name}: ${value.message}`, stack: value.stack };
  return { message: typeof value === 'string' ? value : 'Unknown error' };
}
