import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Ad } from '@/features/admin/ads/ads-api';

/** One ad of the list: its name, status, weight and dates, to edit or retire. */
export function AdRow({
  ad,
  onEdit,
  onRetire,
}: {
  ad: Ad;
  onEdit: () => void;
  onRetire: () => void;
}) {
  const { t, i18n } = useTranslation('media');
  const fmt = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const name = ad.title || ad.videoUrl;
  return (
    <Card asChild className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <li>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{name}</p>
          <p className="text-sm text-ink-muted">
            {ad.active ? t('ads.statusActive') : t('ads.statusRetired')} ·{' '}
            {t('ads.weightIs', { weight: ad.weight })}
            {ad.linkUrl ? ` · ${ad.linkLabel ?? ''}` : ''}
          </p>
          {ad.startsAt || ad.endsAt ? (
            <p className="text-sm text-ink-muted">
              {t('ads.dates', {
                from: ad.startsAt ? fmt.format(new Date(ad.startsAt)) : '—',
                to: ad.endsAt ? fmt.format(new Date(ad.endsAt)) : '—',
              })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onEdit}>
            {t('ads.edit')}
            <span className="sr-only"> {name}</span>
          </Button>
          {ad.active ? (
            <Button variant="secondary" onClick={onRetire}>
              {t('ads.retire')}
              <span className="sr-only"> {name}</span>
            </Button>
          ) : null}
        </div>
      </li>
    </Card>
  );
}
