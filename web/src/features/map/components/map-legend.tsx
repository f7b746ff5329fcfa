import { useTranslation } from 'react-i18next';

import { levelFill, levelFloors, type ProgressLevel } from '@/features/map/progress';

/** What the map's colours mean, in cards learned (and, for a visitor, that they have none yet). */
export function MapLegend({ hasProgress }: { hasProgress: boolean }) {
  const { t } = useTranslation('site');
  const levels: ProgressLevel[] = [0, 1, 2, 3];
  const label = (level: ProgressLevel) =>
    level === 0
      ? t('map.levelNone')
      : level === 3
        ? t('map.levelTop', { count: levelFloors[2] })
        : `${String(levelFloors[level - 1])}–${String(levelFloors[level] - 1)}`;
  return (
    <div className="mt-3 px-2 pb-1 text-sm">
      <p className="font-medium">{t('map.legend')}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-ink-muted">
        {levels.map((level) => (
          <li key={level} className="inline-flex items-center gap-1.5">
            <svg aria-hidden="true" viewBox="0 0 10 10" className="size-3">
              <rect width="10" height="10" rx="2" className={levelFill[level]} />
            </svg>
            {label(level)}
          </li>
        ))}
      </ul>
      {hasProgress ? null : <p className="mt-2 text-ink-muted">{t('map.visitorNote')}</p>}
    </div>
  );
}
