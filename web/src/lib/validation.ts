/** Client-side checks of product §4; the server checks the same rules again. */

export const emailMaxLength = 254;
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Length in Unicode code points, as the server counts it (Go runes). */
function codePoints(text: string): number {
  return Array.from(text).length;
}

/**
 * Trims an address and strips what could be markup or script: angle brackets,
 * 'javascript:', 'data:' and 'on…=' event-handler patterns (product §4).
 */
export function sanitizeEmail(value: string): string {
  return value
    .trim()
    .replace(/[<>]/g, '')
    .replace(/javascript:|data:/gi, '')
    .replace(/on\w+\s*=/gi, '')
    .trim();
}

/** Whether a (sanitised) address has a simple email shape and at most 254 characters. */
export function isValidEmail(value: string): boolean {
  return value.length > 0 && value.length <= emailMaxLength && emailShape.test(value);
}

/**
 * One point each for a lowercase letter, an uppercase letter, a digit, a
 * special character, a length of 8 or more and a length of 12 or more (product §4).
 */
export function passwordScore(password: string): number {
  let lower = false;
  let upper = false;
  let digit = false;
  let special = false;
  for (const char of password) {
    if (/\p{Ll}/u.test(char)) lower = true;
    else if (/\p{Lu}/u.test(char)) upper = true;
    else if (/\p{Nd}/u.test(char)) digit = true;
    else if (!/\s/u.test(char)) special = true;
  }
  const length = codePoints(password);
  return [lower, upper, digit, special, length >= passwordMinLength, length >= 12].filter(Boolean)
    .length;
}

export type PasswordProblem = 'tooShort' | 'tooLong' | 'needsMix';

/** What is wrong with a new password; empty means it is accepted (product §4). */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = codePoints(password);
  if (length < passwordMinLength) problems.push('tooShort');
  if (length > passwordMaxLength) problems.push('tooLong');
  if (passwordScore(password) < 3) problems.push('needsMix');
  return problems;
}

export type PasswordStrength = 'weak' | 'fair' | 'good' | 'strong';

/** A hint for the strength meter, from the score of product §4 (0 to 6). */
export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  if (score < 3 || codePoints(password) < passwordMinLength) return 'weak';
  if (score < 5) return 'fair';
  if (score < 6) return 'good';
  return 'strong';
}
