import { useTranslation } from 'react-i18next';

/** "OR" between a line on each side: parts the Google button from the e-mail form. */
export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className="my-5 flex items-center gap-3 text-xs font-medium text-ink-muted uppercase">
      <span className="h-px flex-1 bg-line" />
      {t('auth.or')}
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}
