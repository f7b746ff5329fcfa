import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/ui/text-field';

interface EmailFieldProps {
  ref: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** The address field every form of the dialog shares. */
export function EmailField({ ref, value, onChange, disabled }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      label={t('auth.fields.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('auth.fields.emailPlaceholder')}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      disabled={disabled}
    />
  );
}
