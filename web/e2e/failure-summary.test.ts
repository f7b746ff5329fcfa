// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { serverErrorsDuring } from './failure-summary';

const line = (time: string, level: string, msg: string) =>
  JSON.stringify({ time, level, msg, request_id: 'r1' });

describe('serverErrorsDuring', () => {
  const log = [
    line('2026-11-29T10:00:00.000Z', 'ERROR', 'before the attempt'),
    line('2026-11-29T10:00:05.000Z', 'INFO', 'mail sent'),
    line('2026-11-29T10:00:06.000Z', 'ERROR', 'internal error'),
    'not json "level":"ERROR"',
    line('2026-11-29T10:00:30.000Z', 'ERROR', 'after the attempt'),
  ].join('\n');

  it('keeps the error lines written while the attempt ran, and only those', () => {
    const got = serverErrorsDuring(log, new Date('2026-11-29T10:00:04.000Z'), 10_000);
    expect(got).toHaveLength(1);
    expect(got[0]).toContain('internal error');
  });

  it('keeps at most eight, each cut to 400 characters', () => {
    const many = Array.from({ length: 12 }, () =>
      line('2026-11-29T10:00:06.000Z', 'ERROR', 'x'.repeat(1_000)),
    ).join('\n');
    const got = serverErrorsDuring(many, new Date('2026-11-29T10:00:04.000Z'), 10_000);
    expect(got).toHaveLength(8);
    expect(got.every((l) => l.length === 400)).toBe(true);
  });
});
