// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { ApiError, unwrap } from '@/lib/api/client';

function response(status: number): Response {
  return new Response(null, { status });
}

describe('unwrap', () => {
  it('returns the data of a successful call', async () => {
    await expect(
      unwrap(Promise.resolve({ data: { version: '1.0.0' }, response: response(200) })),
    ).resolves.toEqual({ version: '1.0.0' });
  });

  it('throws an ApiError with the status and problem details of a failed call', async () => {
    const problem = {
      title: 'Not Found',
      status: 404,
      detail: 'story not found',
      code: 'not_found',
    };
    const failure = unwrap(Promise.resolve({ error: problem, response: response(404) }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 404,
      message: 'story not found',
      problem,
    });
  });

  it('throws on an error status even without a problem body', async () => {
    await expect(unwrap(Promise.resolve({ response: response(502) }))).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
    });
  });
});
