import { useTranslation } from 'react-i18next';

import { passwordProblems, type PasswordProblem } from '@/lib/validation';

const messageKeys = {
  tooShort: 'messages.passwordTooShort',
  tooLong: 'messages.passwordTooLong',
  needsMix: 'messages.passwordNeedsMix',
} as const satisfies Record<PasswordProblem, string>;

/** Returns a checker: the translated messages of product §4 for a new password, or []. */
export function usePasswordMessages(): (password: string) => string[] {
  const { t } = useTranslation();
  return (password) => passwordProblems(password).map((problem) => t(messageKeys[problem]));
}
