// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { chars, contactProblems, emptyContact } from '@/features/contact/contact-rules';

const ok = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  subject: 'Hello',
  message: 'A message long enough.',
};

describe('contactProblems', () => {
  it('finds nothing wrong with a complete message', () => {
    expect(contactProblems(ok)).toEqual({});
  });

  it('asks for every field of an empty form', () => {
    expect(contactProblems(emptyContact)).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    });
  });

  it('refuses a malformed address, a too short message and a too long name', () => {
    expect(
      contactProblems({ ...ok, email: 'ana@', message: 'hi there', firstName: 'a'.repeat(101) }),
    ).toEqual({ email: 'invalidEmail', message: 'tooShort', firstName: 'tooLong' });
  });
});

describe('chars', () => {
  it('counts an emoji as one character, as the server does', () => {
    expect(chars('a😀b')).toBe(3);
  });
});
