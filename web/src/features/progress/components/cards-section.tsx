import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { Progress } from '@/features/progress/api/get-progress';
import { Section } from '@/features/progress/components/section';

const states = ['new', 'learning', 'review', 'relearning'] as const;
const fills: Record<(typeof states)[number], string> = {
  new: 'var(--color-line)',
  learning: 'var(--color-accent)',
  review: 'var(--color-brand)',
  relearning: 'var(--color-danger)',
};

/** The learner's cards by state: one stacked bar, and its numbers as a table (the legend). */
export function CardsSection({ cards }: { cards: Progress['cards'] }) {
  const { t, i18n } = useTranslation('study', { keyPrefix: 'progress' });
  const id = useId();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const total = Math.max(
    1,
    states.reduce((sum, s) => sum + cards[s], 0),
  );
  const widths = states.map((s) => (100 * cards[s]) / total);
  const starts = widths.map((_, i) => widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  return (
    <Section id="progress-cards" title={t('cards.title')}>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox="0 0 100 10"
        preserveAspectRatio="none"
        className="mt-4 block h-8 w-full overflow-hidden rounded-full"
      >
        <title id={`${id}-title`}>{t('cards.chart')}</title>
        <desc id={`${id}-desc`}>{t('cards.desc', cards)}</desc>
        {states.map((s, i) => (
          <rect key={s} x={starts[i]} y={0} width={widths[i]} height={10} fill={fills[s]} />
        ))}
      </svg>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('cards.chart')}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('cards.state')}</th>
            <th scope="col">{t('cards.count')}</th>
          </tr>
        </thead>
        <tbody>
          {states.map((s) => (
            <tr key={s}>
              <th scope="row" className="py-1 text-left font-normal">
                <span className="inline-flex items-center gap-2">
                  <svg aria-hidden="true" viewBox="0 0 10 10" className="size-3">
                    <rect width={10} height={10} rx={2} fill={fills[s]} />
                  </svg>
                  {t(`cards.${s}`)}
                </span>
              </th>
              <td className="py-1 text-right tabular-nums">{number.format(cards[s])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
