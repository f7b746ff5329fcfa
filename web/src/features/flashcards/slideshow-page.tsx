import { useTranslation } from 'react-i18next';

import { ModePage } from '@/features/flashcards/components/mode-page';
import { SlideshowPlayer } from '@/features/flashcards/components/slideshow-player';

/**
 * Slideshow mode (product §7 /slideshow?story={id}): the story's cards in the
 * story's own order (by position), each read aloud and then translated,
 * going on by themselves. Unlike the graded modes it needs no study queue:
 * it replays the story as written and records no reviews. Without ?story it
 * opens the newest lesson.
 */
export function SlideshowPage() {
  const { t } = useTranslation('study');
  return (
    <ModePage
      path="/slideshow"
      title={t('slideshow.title')}
      loadingLabel={t('slideshow.loading')}
      order="lesson"
      className="max-w-4xl"
    >
      {({ storyId, story, ordered }) =>
        ordered.length === 0 ? (
          <p className="mt-6 text-ink-muted">{t('slideshow.empty')}</p>
        ) : (
          <SlideshowPlayer
            key={storyId}
            cards={ordered}
            targetLanguage={story.targetLanguage}
            nativeLanguage={story.nativeLanguage}
          />
        )
      }
    </ModePage>
  );
}
