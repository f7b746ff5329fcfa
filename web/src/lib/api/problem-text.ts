import type { TFunction } from 'i18next';

import { ApiError } from '@/lib/api/client';

/**
 * The server answers with product.md's English wording (§4, §6). Known
 * titles and messages are shown in the interface language; anything else is
 * shown as the server sent it.
 */
const knownTitles = {
  'Missing Information': 'messages.missingInformationTitle',
  'Invalid Email': 'messages.invalidEmailTitle',
  'Email Required': 'messages.emailRequiredTitle',
  'Login Error': 'messages.loginErrorTitle',
  'Too Many Attempts': 'messages.tooManyAttemptsTitle',
  'Registration Error': 'messages.registrationErrorTitle',
  'Password Reset Error': 'messages.passwordResetErrorTitle',
  'Invalid Link': 'messages.invalidLinkTitle',
  'Authentication Error': 'messages.authenticationErrorTitle',
} as const;

const knownDetails = {
  'Please fill in both email and password.': 'messages.missingInformation',
  'Please enter a valid email address.': 'messages.invalidEmail',
  'Please enter your email address to reset your password.': 'messages.emailRequired',
  'Invalid login credentials. If you have just registered, confirm your email first.':
    'messages.invalidCredentials',
  'Please wait before trying again.': 'messages.tooManyAttempts',
  'Too many guest sessions were started from your network. Please sign up or log in to continue.':
    'messages.tooManyGuests',
  'Password must be at least 8 characters long': 'messages.passwordTooShort',
  'Password should contain a mix of uppercase, lowercase, numbers, and special characters':
    'messages.passwordNeedsMix',
  'Password must be at most 128 characters long': 'messages.passwordTooLong',
  'This link is invalid or has expired. Please ask for a new one.': 'messages.invalidLink',
} as const;

function lookup<M extends Record<string, string>>(map: M, text: string): M[keyof M] | undefined {
  return Object.hasOwn(map, text) ? map[text as keyof M] : undefined;
}

export interface ToastText {
  title: string;
  description: string;
}

/**
 * The title and message to show for a failed call: the server's problem,
 * translated when known, else the given (translated) fallback.
 */
export function problemText(t: TFunction, error: unknown, fallback: ToastText): ToastText {
  const problem = error instanceof ApiError ? error.problem : undefined;
  if (!problem) return fallback;
  const titleKey = lookup(knownTitles, problem.title);
  const detail = problem.detail ?? '';
  const detailKey = lookup(knownDetails, detail);
  return {
    title: titleKey ? t(titleKey) : problem.title,
    description: detailKey ? t(detailKey) : detail || fallback.description,
  };
}
