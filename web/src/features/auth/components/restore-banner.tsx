import { useTranslation } from 'react-i18next';

/** 'Restore your N guest credits!' above the tabs (product §4). */
export function RestoreBanner({ credits }: { credits: number }) {
  const { t } = useTranslation();
  return (
    <div className="mt-5 flex items-start gap-3 rounded-2xl border border-accent/30 bg-accent-soft px-4 py-3 text-sm">
      <span aria-hidden="true" className="text-lg leading-5">
        ✦
      </span>
      <p>
        <strong className="font-semibold">{t('auth.restore.title', { credits })}</strong>{' '}
        {t('auth.restore.text')}
      </p>
    </div>
  );
}
