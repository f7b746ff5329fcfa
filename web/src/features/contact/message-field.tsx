import { useTranslation } from 'react-i18next';

import { inputClass } from '@/components/ui/text-field';
import { chars } from '@/features/contact/contact-rules';
import { cn } from '@/lib/cn';

interface MessageFieldProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The message itself: a text area that counts its characters as the server will. */
export function MessageField({ value, error, onChange }: MessageFieldProps) {
  const { t } = useTranslation('site');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="contact-message" className="text-sm font-medium text-ink">
        {t('contact.message')}
      </label>
      <textarea
        id="contact-message"
        name="message"
        rows={6}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`contact-message-hint${error ? ' contact-message-error' : ''}`}
        className={cn(inputClass, 'h-auto min-h-36 py-2.5')}
      />
      <p id="contact-message-hint" className="text-xs text-ink-muted tabular-nums">
        {t('contact.messageHint', { count: chars(value) })}
      </p>
      {error ? (
        <p id="contact-message-error" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
