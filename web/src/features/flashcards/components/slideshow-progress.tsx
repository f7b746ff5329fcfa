import { useTranslation } from 'react-i18next';

interface SlideshowProgressProps {
  /** The card shown (from 0); equal to count once finished. */
  index: number;
  count: number;
  done: boolean;
}

/** How far the slideshow has gone, as a bar. */
export function SlideshowProgress({ index, count, done }: SlideshowProgressProps) {
  const { t } = useTranslation('study');
  const shown = Math.min(index + 1, count);
  const value = done ? count : index + 1;
  return (
    <div
      role="progressbar"
      aria-label={t('slideshow.progressLabel')}
      aria-valuemin={0}
      aria-valuemax={count}
      aria-valuenow={value}
      aria-valuetext={
        done ? t('slideshow.finishedTitle') : t('slideshow.progress', { n: shown, m: count })
      }
      className="mx-2 mt-3 h-2 overflow-hidden rounded-full bg-surface-muted sm:mx-0"
    >
      <div
        className="h-full rounded-full bg-brand transition-[width] duration-300"
        style={{ width: `${String(count ? (value / count) * 100 : 0)}%` }}
      />
    </div>
  );
}
