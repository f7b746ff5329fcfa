import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  firstTime,
  maxReportsPerPage,
  reportError,
  resetErrorReportsForTests,
} from '@/lib/insight/report-error';
import { toErrorLog } from '@/lib/insight/error-log';
import { watchResponse } from '@/lib/insight/watch-response';
import { scrub, scrubPath } from '@/lib/insight/scrub';

afterEach(() => {
  resetErrorReportsForTests();
  vi.unstubAllGlobals();
});

describe('scrub (no secrets, no story text beyond a short excerpt)', () => {
  it('takes out e-mail addresses, tokens, passwords, bearer keys and query strings', () => {
    const out = scrub(
      'POST /api/v1/auth/confirm?token=abc123&email=ana@example.com failed for ana.garcia+x@mail.example.org ' +
        'password=hunter22 Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig {"apiKey": "k-123"} ' +
        'id 0123456789abcdef0123456789abcdef99',
    );
    expect(out).not.toMatch(/abc123|ana@example|ana\.garcia|hunter22|eyJ|k-123|0123456789abcdef/);
    expect(out).toContain('/api/v1/auth/confirm?[query]');
    expect(out).toContain('[email]');
    expect(out).toContain('password=[redacted]');
    expect(out).toContain('Authorization: [redacted]');
  });

  it('cuts long text (a story pasted in an error) to a short excerpt', () => {
    const story = 'Había una vez un gato que vivía en Madrid. '.repeat(40);
    expect(scrub(story).length).toBeLessThanOrEqual(300);
    expect(scrub(story, 80)).toHaveLength(80);
  });

  it('keeps paths without their query strings and ids', () => {
    expect(scrubPath('/api/v1/shared/Zq3kP9xR2mT7vW1yB5nC?x=1')).toBe('/api/v1/shared/:id');
    expect(scrubPath('/api/v1/payments/orders/42')).toBe('/api/v1/payments/orders/:id');
    expect(scrubPath('/stories')).toBe('/stories');
  });
});

describe('dedup', () => {
  it('reports the same error once per page load, and at most 20 errors', () => {
    const e = { errorType: 'javascript_error' as const, message: 'x is undefined' };
    expect(firstTime(e)).toBe(true);
    expect(firstTime(e)).toBe(false);
    expect(firstTime({ ...e, errorType: 'network_error' })).toBe(true);
    for (let i = 0; i < maxReportsPerPage * 2; i++) firstTime({ ...e, message: `m${String(i)}` });
    expect(firstTime({ ...e, message: 'one more' })).toBe(false);
  });

  it('treats messages that differ only in a secret as the same error', () => {
    expect(firstTime({ errorType: 'javascript_error', message: 'bad token=aaa for a@b.co' })).toBe(
      true,
    );
    expect(firstTime({ errorType: 'javascript_error', message: 'bad token=bbb for c@d.co' })).toBe(
      false,
    );
  });
});

describe('reports', () => {
  it('build an error-logs body with the scrubbed page and product §8 fields', () => {
    const body = toErrorLog(
      {
        errorType: 'react_error_boundary',
        errorCategory: 'frontend',
        severity: 'high',
        message: 'Error: cannot read ana@example.com',
        stack: 'at Foo (/assets/a.js?v=1:1:2)',
        metadata: { componentStack: 'in Page' },
      },
      '/reset-password',
      'UA',
    );
    expect(body).toMatchObject({
      errorType: 'react_error_boundary',
      errorCategory: 'frontend',
      severity: 'high',
      errorMessage: 'Error: cannot read [email]',
      errorStack: 'at Foo (/assets/a.js?[query])',
      metadata: { url: '/reset-password', userAgent: 'UA', componentStack: 'in Page' },
    });
  });

  it('are sent by beacon once installed, and 5xx answers and network failures are network_error', async () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal(
      'navigator',
      Object.create(navigator, {
        sendBeacon: { value: beacon },
        onLine: { value: true },
        userAgent: { value: 'UA' },
      }) as Navigator,
    );
    reportError({
      errorType: 'javascript_error',
      errorCategory: 'frontend',
      severity: 'medium',
      message: 'off',
    });
    expect(beacon).not.toHaveBeenCalled();

    resetErrorReportsForTests(true);
    const req = new Request('http://localhost/api/v1/stories?token=s3cret', { method: 'POST' });
    await watchResponse(req, Promise.resolve(new Response(null, { status: 503 })));
    await watchResponse(req, Promise.resolve(new Response(null, { status: 404 })));
    await expect(
      watchResponse(req, Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toThrow();
    await Promise.resolve();
    const bodies = await Promise.all(
      beacon.mock.calls.map(
        async (c) =>
          JSON.parse(await (c as unknown as [string, Blob])[1].text()) as Record<string, unknown>,
      ),
    );
    expect(bodies.map((b) => [b.errorType, b.errorCategory, b.errorMessage])).toEqual([
      ['network_error', 'api', 'POST /api/v1/stories answered 503'],
      ['network_error', 'api', 'POST /api/v1/stories failed: TypeError: Failed to fetch'],
    ]);
  });
});
