import { useTranslation } from 'react-i18next';

import type { MapLanguage } from '@/features/map/api/get-map';

/**
 * The learner's cards learned in the language (for those who have any), the
 * words they know in it (product §18; undefined for a visitor), and the
 * community's lessons.
 */
export function LanguageFacts({
  language,
  hasProgress,
  knownWords,
}: {
  language: MapLanguage;
  hasProgress: boolean;
  knownWords?: number | undefined;
}) {
  const { t, i18n } = useTranslation('site');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3">
      <div className="rounded-xl bg-surface-muted p-3">
        <dt className="text-sm text-ink-muted">{t('map.learned')}</dt>
        <dd className="mt-1 text-xl font-semibold" data-testid="map-learned">
          {hasProgress ? number.format(language.learned) : '—'}
        </dd>
        {hasProgress ? (
          <dd className="text-xs text-ink-muted">
            {t('map.studiedCount', { count: language.studied })}
          </dd>
        ) : null}
      </div>
      {knownWords !== undefined && (
        <div className="rounded-xl bg-surface-muted p-3">
          <dt className="text-sm text-ink-muted">{t('map.knownWords')}</dt>
          <dd className="mt-1 text-xl font-semibold" data-testid="map-known-words">
            {number.format(knownWords)}
          </dd>
        </div>
      )}
      <div className="rounded-xl bg-surface-muted p-3">
        <dt className="text-sm text-ink-muted">{t('map.lessons')}</dt>
        <dd className="mt-1 text-xl font-semibold" data-testid="map-lessons">
          {number.format(language.lessons)}
        </dd>
      </div>
    </dl>
  );
}
