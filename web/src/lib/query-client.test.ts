// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { createQueryClient, retryDelay } from '@/lib/query-client';

describe('retryDelay', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16_000],
    [5, 30_000],
    [20, 30_000],
  ])('waits %i → %i ms: 1 s doubling, at most 30 s', (attempt, want) => {
    expect(retryDelay(attempt)).toBe(want);
  });
});

describe('createQueryClient', () => {
  it('uses the cache settings of product §9', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(5 * 60 * 1000);
    expect(queries?.gcTime).toBe(10 * 60 * 1000);
    expect(queries?.retry).toBe(3);
    expect(queries?.retryDelay).toBe(retryDelay);
  });
});
