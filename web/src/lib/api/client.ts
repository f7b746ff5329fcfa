import createClient from 'openapi-fetch';

import type { components, paths } from '@/lib/api/schema';
import { watchResponse } from '@/lib/insight/watch-response';

/**
 * Typed client of the Storyglot API. Paths, parameters and bodies come from
 * schema.d.ts, generated from the server's OpenAPI document (`npm run gen:api`).
 * The app is served by the API server itself, so requests go to the same origin.
 * `fetch` is looked up on every call, so tests can stub the global.
 */
export const api = createClient<paths>({
  baseUrl: typeof window === 'undefined' ? '/' : window.location.origin,
  credentials: 'same-origin',
  fetch: (request: Request) => watchResponse(request, globalThis.fetch(request)),
});

/** RFC 9457 problem details, as the server sends them on errors. */
export type Problem = components['schemas']['Problem'];

function isProblem(body: unknown): body is Problem {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { status?: unknown }).status === 'number' &&
    typeof (body as { title?: unknown }).title === 'string'
  );
}

/** A failed API call: the HTTP status and, when the server sent one, its problem document. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | undefined;

  constructor(status: number, problem?: Problem) {
    super(problem ? (problem.detail ?? problem.title) : `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
  }
}

/** Awaits an openapi-fetch call and returns its data, or throws an ApiError. */
export async function unwrap<T>(
  request: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await request;
  if (!response.ok || data === undefined) {
    throw new ApiError(response.status, isProblem(error) ? error : undefined);
  }
  return data;
}

/**
 * Like unwrap, for calls that answer without a body (204): resolves when the
 * call succeeded, throws an ApiError otherwise.
 */
export async function unwrapEmpty(
  request: Promise<{ error?: unknown; response: Response }>,
): Promise<void> {
  const { error, response } = await request;
  if (!response.ok) {
    throw new ApiError(response.status, isProblem(error) ? error : undefined);
  }
}
