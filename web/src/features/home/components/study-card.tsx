import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { DueToday } from '@/lib/due-today';

/** How many lessons the card lists by name. */
const listed = 3;

/**
 * The lessons with the most cards left today (GET /api/v1/study/due), each a
 * way into its own study; the today panel above has the totals and the round
 * across lessons. Hidden when nothing is left.
 */
export function StudyCard({ due }: { due: DueToday }) {
  const { t } = useTranslation('study');
  const busiest = [...due.stories]
    .filter((s) => s.due + s.new > 0)
    .sort((a, b) => b.due - a.due || b.new - a.new)
    .slice(0, listed);
  if (busiest.length === 0) return null;
  return (
    <section
      aria-labelledby="study-title"
      className="rounded-3xl border border-line bg-surface p-6 shadow-xl shadow-brand/5 sm:p-7"
    >
      <h2 id="study-title" className="text-sm font-semibold">
        {t('today.lessonsTitle')}
      </h2>
      <ul className="mt-4 flex flex-col gap-2 text-sm">
        {busiest.map((s) => (
          <li key={s.storyId} className="flex items-baseline justify-between gap-3">
            <Link
              to={`/flashcards?story=${encodeURIComponent(s.storyId)}`}
              className="min-w-0 truncate font-medium text-brand underline-offset-2 hover:underline"
            >
              {s.title}
            </Link>
            <span className="shrink-0 text-ink-muted tabular-nums">
              {t('today.lessonCounts', { due: s.due, new: s.new })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
