import { useEffect, type RefObject } from 'react';

/**
 * Keeps what a reader typed into a prerendered form before the app took the
 * page over (decision 0034). Hydration leaves a field's text in place but
 * not in React's state, so the form's next render would wipe it. Once the
 * form is live, `adopt` gets each named field whose text differs from what
 * was rendered.
 */
export function useTypedBeforeStart(
  form: RefObject<HTMLFormElement | null>,
  adopt: (typed: Record<string, string>) => void,
): void {
  useEffect(() => {
    const typed: Record<string, string> = {};
    const fields = form.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[name], textarea[name]',
    );
    for (const field of fields ?? []) {
      if (field.value !== field.defaultValue) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
    // Once, as the form goes live: later typing goes through its handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
