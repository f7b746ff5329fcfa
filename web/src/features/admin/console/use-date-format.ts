import { useTranslation } from 'react-i18next';

/** Dates and times of the console, in the interface language. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  return new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
