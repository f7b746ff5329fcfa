// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { isValidEmail, passwordProblems, passwordScore, sanitizeEmail } from '@/lib/validation';

describe('email (product §4)', () => {
  it.each([
    [' ana@example.com ', 'ana@example.com'],
    ['<ana@example.com>', 'ana@example.com'],
    ['javascript:ana@example.com', 'ana@example.com'],
    ['onclick=ana@example.com', 'ana@example.com'],
    ['data:ana@example.com', 'ana@example.com'],
  ])('sanitises %j', (input, want) => {
    expect(sanitizeEmail(input)).toBe(want);
  });

  it('needs a simple email shape and at most 254 characters', () => {
    expect(isValidEmail('ana@example.com')).toBe(true);
    expect(isValidEmail('ana@example')).toBe(false);
    expect(isValidEmail('ana example@x.com')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(245)}@example.com`)).toBe(false);
  });
});

describe('password (product §4)', () => {
  it.each([
    ['', 0],
    ['abcdefgh', 2],
    ['Abcdefgh', 3],
    ['Abcdefg1!', 5],
    ['Abcdefgh1!xy', 6],
  ])('scores %j as %i', (password, score) => {
    expect(passwordScore(password)).toBe(score);
  });

  it('lists the problems with the messages of product §4', () => {
    expect(passwordProblems('Ab1!')).toEqual(['tooShort']);
    expect(passwordProblems('abcdefgh')).toEqual(['needsMix']);
    expect(passwordProblems('abc')).toEqual(['tooShort', 'needsMix']);
    expect(passwordProblems('Abcdefgh')).toEqual([]);
  });
});
