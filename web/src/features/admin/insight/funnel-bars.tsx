import { useTranslation } from 'react-i18next';

import type { Insight } from '@/features/admin/insight/api/get-insight';

/** The funnel visitor → guest → first lesson → sign-up → purchase, as bars relative to visitors. */
export function FunnelBars({ funnel }: { funnel: Insight['funnel'] }) {
  const { t, i18n } = useTranslation('insight');
  const n = new Intl.NumberFormat(i18n.resolvedLanguage);
  const pct = new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent' });
  const steps = [
    { label: t('stepVisitor'), value: funnel.visitors },
    { label: t('stepGuest'), value: funnel.guests },
    { label: t('stepLesson'), value: funnel.firstLesson },
    { label: t('stepSignUp'), value: funnel.signUps },
    { label: t('stepPurchase'), value: funnel.purchases },
  ];
  const top = Math.max(1, funnel.visitors);
  return (
    <ol className="mt-4 space-y-2">
      {steps.map((s) => (
        <li
          key={s.label}
          className="grid grid-cols-[7rem_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[9rem_1fr_auto]"
        >
          <span>{s.label}</span>
          <span className="h-3 overflow-hidden rounded-full bg-surface-muted" aria-hidden="true">
            <span
              className="block h-full rounded-full bg-brand"
              style={{ width: `${String(Math.min(100, (s.value / top) * 100))}%` }}
            />
          </span>
          <span className="tabular-nums">
            {n.format(s.value)}{' '}
            <span className="text-ink-muted">({pct.format(Math.min(1, s.value / top))})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
