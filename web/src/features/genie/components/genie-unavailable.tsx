import { useTranslation } from 'react-i18next';

/** Spec-less but honest: without an AI provider the Genie says so and points elsewhere. */
export function GenieUnavailable() {
  const { t } = useTranslation('genie');
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-2xl border border-line bg-surface-muted p-4"
    >
      <h3 className="font-display text-lg font-semibold">{t('unavailable.title')}</h3>
      <p className="text-sm">{t('unavailable.body')}</p>
      <p className="text-sm font-semibold">{t('unavailable.builtin')}</p>
    </div>
  );
}
