import { messageOf } from '@/lib/insight/error-log';
import { reportError } from '@/lib/insight/report-error';
import { scrubPath } from '@/lib/insight/scrub';

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
