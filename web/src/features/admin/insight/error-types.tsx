import { useTranslation } from 'react-i18next';

import type { Insight } from '@/features/admin/insight/api/get-insight';

/** How many errors of each type the period saw. */
export function ErrorTypes({ errorTypes }: { errorTypes: Insight['errorTypes'] }) {
  const { t, i18n } = useTranslation('insight');
  const n = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <section aria-labelledby="insight-errors">
      <h3 id="insight-errors" className="font-display text-xl font-semibold">
        {t('errorTypesTitle')}
      </h3>
      {errorTypes.length === 0 ? (
        <p className="mt-2 text-ink-muted">{t('noErrors')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-surface">
          {errorTypes.map((e) => (
            <li key={e.type} className="flex justify-between gap-3 px-4 py-2 text-sm">
              <code className="break-all">{e.type}</code>
              <span className="tabular-nums">{n.format(e.count)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
