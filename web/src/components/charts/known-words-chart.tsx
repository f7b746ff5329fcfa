import { useTranslation } from 'react-i18next';

import type { WordCounts } from '@/lib/api/words';

/** The last months a chart shows. */
const shown = 12;

/**
 * Known words at the end of each month: bars in an SVG described for screen
 * readers, and the same numbers in a table beneath.
 */
export function KnownWordsChart({
  language,
  months: all,
}: {
  language: string;
  months: WordCounts['months'];
}) {
  const { t, i18n } = useTranslation('account');
  const months = all.slice(-shown);
  const top = Math.max(1, ...months.map((m) => m.known));
  const label = (month: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { month: 'short', year: 'numeric' }).format(
      new Date(`${month}-15T12:00:00Z`),
    );
  const width = 24 * months.length;
  return (
    <figure className="mt-3">
      <svg
        role="img"
        aria-label={t('words.chartLabel', { language })}
        viewBox={`0 0 ${String(width)} 64`}
        className="h-16 w-full max-w-sm"
        preserveAspectRatio="none"
      >
        {months.map((m, i) => {
          const h = Math.max(2, Math.round((60 * m.known) / top));
          return (
            <rect
              key={m.month}
              x={i * 24 + 3}
              y={64 - h}
              width={18}
              height={h}
              rx={3}
              className="fill-brand"
            />
          );
        })}
      </svg>
      <table className="mt-2 text-sm">
        <caption className="sr-only">{t('words.chartLabel', { language })}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('words.month')}</th>
            <th scope="col">{t('words.knownWords')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row" className="pr-4 text-left font-normal text-ink-muted">
                {label(m.month)}
              </th>
              <td className="text-right tabular-nums">{m.known}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
