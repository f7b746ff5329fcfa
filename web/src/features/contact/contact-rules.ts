export type ContactField = 'firstName' | 'lastName' | 'email' | 'subject' | 'message';
export type ContactValues = Record<ContactField, string>;

export const emptyContact: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
};

// The server's bounds (internal/contact): names 100, subject 200, message 10–5000.
export const contactMaxLength: Record<ContactField, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  subject: 200,
  message: 5000,
};

/** Counts characters as the server does (Unicode code points). */
export function chars(text: string): number {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length;
}

export type ContactProblem = 'required' | 'tooLong' | 'invalidEmail' | 'tooShort';

/** What is wrong with the message before it is sent, by field (empty: it may go). */
export function contactProblems(v: ContactValues): Partial<Record<ContactField, ContactProblem>> {
  const out: Partial<Record<ContactField, ContactProblem>> = {};
  for (const field of Object.keys(contactMaxLength) as ContactField[]) {
    const value = v[field].trim();
    if (!value) out[field] = 'required';
    else if (chars(value) > contactMaxLength[field]) out[field] = 'tooLong';
  }
  if (!out.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) out.email = 'invalidEmail';
  if (!out.message && chars(v.message.trim()) < 10) out.message = 'tooShort';
  return out;
}
