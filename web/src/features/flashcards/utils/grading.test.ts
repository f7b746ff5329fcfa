// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { checkTyped, normalizeAnswer } from '@/features/flashcards/utils/grading';

// The same table the Go test reads: one grading rule, proven on both sides.
// eslint-disable-next-line no-restricted-imports -- the table lives beside the Go test, outside src/
import table from '../../../../../internal/study/testdata/typed-answers.json';
describe('the shared typed-answer table', () => {
  it('has cases for every script it promises', () => {
    expect(table.normalize.length).toBeGreaterThanOrEqual(10);
    expect(table.grade.length).toBeGreaterThanOrEqual(10);
  });

  it.each(table.normalize)('normalizes $script', (c) => {
    expect(normalizeAnswer(c.in)).toBe(c.out);
  });

  it.each(table.grade)('grades $case', (c) => {
    expect(checkTyped(c.typed, c.expected)).toBe(c.want);
  });
});
