import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { contactMaxLength, type ContactField } from '@/features/contact/contact-rules';
import { MessageField } from '@/features/contact/message-field';
import { useContactForm } from '@/features/contact/use-contact-form';

/** The contact form (product §14). */
export function ContactForm() {
  const { t } = useTranslation('site');
  const { values, setValues, errors, sent, sending, formRef, onSubmit } = useContactForm();

  const field = (name: Exclude<ContactField, 'message'>, type = 'text', autoComplete?: string) => (
    <TextField
      label={t(`contact.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      maxLength={contactMaxLength[name] + 50}
      onChange={(e) => {
        setValues({ ...values, [name]: e.target.value });
      }}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', 'text', 'given-name')}
        {field('lastName', 'text', 'family-name')}
      </div>
      {field('email', 'email', 'email')}
      {field('subject')}
      <MessageField
        value={values.message}
        error={errors.message}
        onChange={(message) => {
          setValues({ ...values, message });
        }}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? t('contact.sending') : t('contact.send')}
        </Button>
        <p role="status" className="text-sm font-medium text-brand">
          {sent ? t('contact.sent') : ''}
        </p>
      </div>
    </form>
  );
}
