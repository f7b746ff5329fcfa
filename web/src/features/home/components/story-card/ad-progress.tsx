import { useTranslation } from 'react-i18next';

/**
 * The ad's progress bar: how much of the expected time has passed, or a
 * pulse when the time was not measured (total 0).
 */
export function AdProgress({ total, remaining }: { total: number; remaining: number }) {
  const { t } = useTranslation('lesson');
  const measured = total > 0;
  return (
    <div
      role="progressbar"
      aria-label={t('ad.progress')}
      aria-valuemin={0}
      aria-valuemax={measured ? total : undefined}
      aria-valuenow={measured ? total - remaining : undefined}
      className="h-1 w-full overflow-hidden bg-white/20"
    >
      {measured ? (
        <div
          className="h-full bg-brand transition-[width] duration-1000 ease-linear"
          style={{ width: `${String(((total - remaining) / total) * 100)}%` }}
        />
      ) : (
        <div className="h-full w-1/3 animate-pulse bg-brand" />
      )}
    </div>
  );
}
