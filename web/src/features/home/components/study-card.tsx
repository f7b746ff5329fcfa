import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { useDueToday } from '@/lib/due-today';

/** How many lessons the card lists by name. */
const listed = 3;

/**
 * What is left to study today (GET /api/v1/study/due): due and new cards in
 * all lessons, a link to Random review (due cards first), and the lessons
 * with the most due cards. Hidden until the learner has a lesson.
 */
export function StudyCard() {
  const { t } = useTranslation();
  const due = useDueToday(true);
  if (!due.data || due.data.stories.length === 0) return null;
  const { total, stories } = due.data;
  const busiest = [...stories]
    .filter((s) => s.due + s.new > 0)
    .sort((a, b) => b.due - a.due || b.new - a.new)
    .slice(0, listed);
  return (
    <section
      aria-labelledby="study-title"
      className="rounded-3xl border border-line bg-surface p-6 shadow-xl shadow-brand/5 sm:p-7"
    >
      <h2 id="study-title" className="text-sm font-semibold">
        {t('study.title')}
      </h2>
      <p className="mt-3 flex items-baseline gap-2">
        <span
          data-testid="home-due"
          className="font-display text-4xl font-semibold tracking-tight tabular-nums"
        >
          {total.due}
        </span>
        <span className="text-ink-muted">{t('study.due')}</span>
      </p>
      <p className="mt-1 text-sm text-ink-muted">{t('study.new', { new: total.new })}</p>
      {total.due + total.new > 0 ? (
        <Button asChild className="mt-5 w-full">
          <Link to="/random">{t('study.start')}</Link>
        </Button>
      ) : (
        <p className="mt-5 text-sm text-ink-muted">{t('study.allDone')}</p>
      )}
      {busiest.length > 0 && (
        <ul className="mt-5 flex flex-col gap-2 text-sm">
          {busiest.map((s) => (
            <li key={s.storyId} className="flex items-baseline justify-between gap-3">
              <Link
                to={`/flashcards?story=${encodeURIComponent(s.storyId)}`}
                className="min-w-0 truncate font-medium text-brand underline-offset-2 hover:underline"
              >
                {s.title}
              </Link>
              <span className="shrink-0 text-ink-muted tabular-nums">
                {t('study.lessonCounts', { due: s.due, new: s.new })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
