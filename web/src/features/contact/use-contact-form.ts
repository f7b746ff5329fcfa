import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useSendContact } from '@/features/contact/api/send-contact';
import {
  contactMaxLength,
  contactProblems,
  emptyContact,
  type ContactField,
} from '@/features/contact/contact-rules';
import { ApiError } from '@/lib/api/client';
import { toastError, toastSuccess } from '@/lib/toast';
import { useTypedBeforeStart } from '@/lib/typed-before-start';

export type ContactErrors = Partial<Record<ContactField, string>>;

/**
 * The contact form's values, its errors (the browser's, then the server's),
 * and sending: a wrong form moves the focus to its first wrong field.
 */
export function useContactForm() {
  const { t, i18n } = useTranslation('site');
  const [values, setValues] = useState(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState(false);
  const send = useSendContact();
  // The page is prerendered: what was typed before the app started stays.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(formRef, (typed) => {
    setValues((v) => ({ ...v, ...typed }));
  });

  function validate(): ContactErrors {
    const messages = {
      required: () => t('contact.required'),
      tooLong: (field: ContactField) => t('contact.tooLong', { max: contactMaxLength[field] }),
      invalidEmail: () => t('contact.invalidEmail'),
      tooShort: () => t('contact.tooShort'),
    };
    const problems = Object.entries(contactProblems(values)) as [
      ContactField,
      keyof typeof messages,
    ][];
    return Object.fromEntries(problems.map(([field, p]) => [field, messages[p](field)]));
  }

  function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setSent(false);
    if (Object.keys(found).length > 0) {
      const form = event.currentTarget;
      // After React has marked the fields, move to the first wrong one.
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    send.mutate(
      { ...values, lang: i18n.resolvedLanguage ?? 'en' },
      {
        onSuccess: () => {
          setValues(emptyContact);
          setSent(true);
          toastSuccess(t('contact.sent'));
        },
        onError: (error) => {
          const limited = error instanceof ApiError && error.status === 429;
          // The server names bad fields in English; show them as they come.
          const fields = error instanceof ApiError ? error.problem?.fields : undefined;
          if (fields) setErrors(fields);
          toastError(t('contact.failed'), limited ? t('contact.tooMany') : undefined);
        },
      },
    );
  }

  return { values, setValues, errors, sent, sending: send.isPending, formRef, onSubmit };
}
