import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField, inputClass } from '@/components/ui/text-field';
import { useSendContact, type ContactMessage } from '@/features/contact/api/send-contact';
import { ApiError } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import { useTypedBeforeStart } from '@/lib/typed-before-start';
import { toastError, toastSuccess } from '@/lib/toast';

type Field = 'firstName' | 'lastName' | 'email' | 'subject' | 'message';
type Errors = Partial<Record<Field, string>>;

const empty = { firstName: '', lastName: '', email: '', subject: '', message: '' };
// The server's bounds (internal/contact): names 100, subject 200, message 10–5000.
const maxLength: Record<Field, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  subject: 200,
  message: 5000,
};

/** Counts characters as the server does (Unicode code points). */
function chars(text: string): number {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length;
}

/** The contact form (product §14). */
export function ContactForm() {
  const { t, i18n } = useTranslation('site');
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const send = useSendContact();
  // The page is prerendered: what was typed before the app started stays.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(formRef, (typed) => {
    setValues((v) => ({ ...v, ...typed }));
  });

  function validate(v: typeof empty): Errors {
    const out: Errors = {};
    for (const field of Object.keys(maxLength) as Field[]) {
      const value = v[field].trim();
      if (!value) out[field] = t('contact.required');
      else if (chars(value) > maxLength[field])
        out[field] = t('contact.tooLong', { max: maxLength[field] });
    }
    if (!out.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim()))
      out.email = t('contact.invalidEmail');
    if (!out.message && chars(v.message.trim()) < 10) out.message = t('contact.tooShort');
    return out;
  }

  function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
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
    const body: ContactMessage = { ...values, lang: i18n.resolvedLanguage ?? 'en' };
    send.mutate(body, {
      onSuccess: () => {
        setValues(empty);
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
    });
  }

  const field = (name: Exclude<Field, 'message'>, type = 'text', autoComplete?: string) => (
    <TextField
      label={t(`contact.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      maxLength={maxLength[name] + 50}
      onChange={(e) => {
        setValues({ ...values, [name]: e.target.value });
      }}
    />
  );

  const messageLength = chars(values.message);
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', 'text', 'given-name')}
        {field('lastName', 'text', 'family-name')}
      </div>
      {field('email', 'email', 'email')}
      {field('subject')}
      <div className="flex flex-col gap-1.5">
        <label htmlFor="contact-message" className="text-sm font-medium text-ink">
          {t('contact.message')}
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          value={values.message}
          onChange={(e) => {
            setValues({ ...values, message: e.target.value });
          }}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`contact-message-hint${errors.message ? ' contact-message-error' : ''}`}
          className={cn(inputClass, 'h-auto min-h-36 py-2.5')}
        />
        <p id="contact-message-hint" className="text-xs text-ink-muted tabular-nums">
          {t('contact.messageHint', { count: messageLength })}
        </p>
        {errors.message ? (
          <p id="contact-message-error" className="text-xs font-medium text-danger">
            {errors.message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? t('contact.sending') : t('contact.send')}
        </Button>
        <p role="status" className="text-sm font-medium text-brand">
          {sent ? t('contact.sent') : ''}
        </p>
      </div>
    </form>
  );
}
