// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { formatInterval } from '@/features/flashcards/utils/grade-intervals';

describe('formatInterval', () => {
  it('writes the FSRS intervals of a new card as the grade buttons show them', () => {
    // Again 1 min, Hard 6 min, Good 10 min, Easy 8 days: FSRS-6's defaults.
    expect([60, 360, 600, 8 * 86400].map((s) => formatInterval(s, 'en'))).toEqual([
      '1m',
      '6m',
      '10m',
      '8d',
    ]);
  });

  it('says less than a minute, hours, months and years', () => {
    expect(formatInterval(20, 'en')).toBe('<1m');
    expect(formatInterval(3 * 3600, 'en')).toBe('3h');
    // A month is never written like a minute.
    expect(formatInterval(45 * 86400, 'en')).toMatch(/^1\.5 m\w+/);
    expect(formatInterval(800 * 86400, 'en')).toBe('2.2y');
  });

  it('follows the interface language', () => {
    const sixMinutes = ['de', 'es', 'fr', 'hi', 'zh'].map((lng) => formatInterval(360, lng));
    for (const text of sixMinutes) expect(text).toMatch(/6/);
    expect(new Set(sixMinutes).size).toBeGreaterThan(2);
    expect(formatInterval(360, 'zh')).toContain('分');
    expect(formatInterval(4 * 86400, 'de')).toMatch(/4\s?T/);
  });
});
