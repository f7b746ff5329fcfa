import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A problem the browser finds in a draft's field before saving. */
export type FieldProblem = 'required' | 'tooLong' | 'same';

/**
 * The message of each field: what the browser found once a save was tried,
 * else what the server said. submit marks the save as tried and says
 * whether the draft may go.
 */
export function useFieldErrors(
  problems: Record<string, FieldProblem>,
  serverErrors: Record<string, string>,
) {
  const { t } = useTranslation('authoring');
  const [tried, setTried] = useState(false);
  const invalid = Object.keys(problems).length > 0;
  const errorOf = (field: string, max?: number) => {
    const p = tried ? problems[field] : undefined;
    if (p === 'required') return t('form.required');
    if (p === 'tooLong') return t('form.tooLong', { max });
    if (p === 'same') return t('curated.samePair');
    return serverErrors[field];
  };
  const submit = () => {
    setTried(true);
    return !invalid;
  };
  return { errorOf, submit, showFix: tried && invalid };
}
