// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { reviewsAt } from '@/features/account/reviews-at';

const estimates = [
  { retention: 0.7, reviewsPerDay: 4 },
  { retention: 0.8, reviewsPerDay: 6 },
  { retention: 0.9, reviewsPerDay: 10 },
];

describe('reviewsAt', () => {
  it('is exact at an estimated retention and straight between two', () => {
    expect(reviewsAt(estimates, 0.8)).toBe(6);
    expect(reviewsAt(estimates, 0.85)).toBeCloseTo(8);
    expect(reviewsAt(estimates, 0.72)).toBeCloseTo(4.4);
  });

  it('takes the nearest end outside the estimates, and says nothing without any', () => {
    expect(reviewsAt(estimates, 0.97)).toBe(10);
    expect(reviewsAt(estimates, 0.6)).toBe(4);
    expect(reviewsAt([], 0.9)).toBeNull();
  });
});
