import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Story } from '@/lib/api/lesson-types';

const modes = [
  ['review', '/flashcards'],
  ['test', '/test'],
  ['missing', '/missing'],
  ['order', '/order'],
  ['slideshow', '/slideshow'],
] as const;

/** A lesson's study modes (product §7), each a link to the mode for this story. */
export function StudyModeLinks({ story }: { story: Story }) {
  const { t } = useTranslation('stories');
  const { t: ts } = useTranslation('study');
  const query = `?story=${encodeURIComponent(story.id)}`;
  return (
    <nav aria-label={t('studyIn', { title: story.title })} className="mt-3">
      <ul className="flex flex-wrap gap-1.5">
        {modes.map(([mode, path]) => (
          <li key={mode}>
            <Link
              to={`${path}${query}`}
              className="inline-flex h-9 items-center rounded-lg bg-surface-muted px-3 text-sm font-medium hover:bg-brand-soft hover:text-brand"
            >
              {ts(`modes.${mode}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
