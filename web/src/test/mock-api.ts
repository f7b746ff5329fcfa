import { vi } from 'vitest';

export interface MockCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: MockCall) => Response | Promise<Response>;

/** A JSON (or problem+json, for status >= 400) response. */
export function json(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json',
    },
  });
}

/**
 * Stubs fetch with handlers keyed by "METHOD /path". Every call is recorded;
 * an unexpected call fails with 599 so the test notices it.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: MockCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const text = await input.text();
      const call: MockCall = {
        method: input.method,
        path: url.pathname,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      } as MockCall;
      // Not enumerable: tests compare calls by method, path and body.
      Object.defineProperty(call, 'query', { value: url.searchParams, enumerable: false });
      calls.push(call);
      const handler = handlers[`${call.method} ${call.path}`];
      return handler ? handler(call) : json(599, { title: 'Unexpected call', status: 599 });
    }),
  );
  return calls;
}
