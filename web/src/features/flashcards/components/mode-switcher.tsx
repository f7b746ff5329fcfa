import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router';

import { useNewestStoryId } from '@/features/flashcards/api/get-lesson';
import { cn } from '@/lib/cn';
import { useMe } from '@/lib/session/me';

const modes = ['review', 'test', 'missing', 'order', 'random', 'slideshow'] as const;
const paths: Record<(typeof modes)[number], string> = {
  review: '/flashcards',
  test: '/test',
  missing: '/missing',
  order: '/order',
  random: '/random',
  slideshow: '/slideshow',
};

/**
 * Links between the study modes, keeping ?story so a mode page can be
 * reloaded. Without a story (Random and Review span every lesson) each mode
 * opens the newest lesson, as its page does; Order names it in the link,
 * since /order without a lesson is the buy-credits page (product §3), and is
 * left out only while there is no lesson at all.
 */
export function ModeSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('study');
  const [params] = useSearchParams();
  const story = params.get('story');
  const me = useMe();
  const hasSession = me.data !== undefined && me.data.mode !== 'visitor';
  const newest = useNewestStoryId(story === null && !me.isPending, hasSession);
  const orderStory = story ?? newest.data ?? null;
  const search = story ? `?story=${encodeURIComponent(story)}` : '';
  const href = (mode: (typeof modes)[number]) =>
    mode === 'order' && orderStory !== null
      ? `${paths.order}?story=${encodeURIComponent(orderStory)}`
      : `${paths[mode]}${search}`;
  return (
    // Every mode in sight: on a narrow phone the bar wraps to a second line
    // rather than hiding modes past an edge that gives no sign it scrolls.
    <nav aria-label={t('modes.label')} className={className}>
      <ul className="flex flex-wrap gap-1 rounded-2xl bg-surface-muted p-1">
        {modes
          .filter((mode) => orderStory !== null || mode !== 'order')
          .map((mode) => (
            <li key={mode}>
              <NavLink
                to={href(mode)}
                end
                className={({ isActive }) =>
                  cn(
                    'block rounded-xl px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                    isActive ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
                  )
                }
              >
                {t(`modes.${mode}`)}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
