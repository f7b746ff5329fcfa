import { useTranslation } from 'react-i18next';

/** How much of the video has been sent, shown and told. */
export function Progress({ fraction }: { fraction: number }) {
  const { t } = useTranslation('media');
  const percent = Math.round(fraction * 100);
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-label={t('dialog.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-ink-muted" aria-live="polite">
        {t('dialog.uploading', { percent })}
      </p>
    </div>
  );
}
