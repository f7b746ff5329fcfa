// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { instant } from '@/features/admin/console/instant';

describe('instant', () => {
  it('turns a datetime-local value into the same moment in RFC 3339', () => {
    const local = '2026-03-04T05:06';
    expect(instant(local)).toBe(new Date(local).toISOString());
    expect(new Date(instant(local)).getTime()).toBe(new Date(2026, 2, 4, 5, 6).getTime());
  });

  it('leaves an empty or unreadable value empty, so the filter is left out', () => {
    expect(instant('')).toBe('');
    expect(instant('not a date')).toBe('');
  });
});
