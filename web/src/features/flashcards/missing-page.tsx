import { useTranslation } from 'react-i18next';

import { MissingSession } from '@/features/flashcards/components/missing-session';
import { blanksFor } from '@/features/flashcards/utils/missing-word';
import { ModePage } from '@/features/flashcards/components/mode-page';

/**
 * Missing-word mode (product §7 /missing?story={id}): the story's sentences in
 * study order, each with one content word to fill in. Without ?story it
 * opens the newest lesson.
 */
export function MissingPage() {
  const { t } = useTranslation('study');
  return (
    <ModePage
      asksTheWords
      path="/missing"
      title={t('missing.title')}
      loadingLabel={t('missing.loading')}
    >
      {({ storyId, story, flashcards, ordered, local }) => {
        const blanks = blanksFor(ordered);
        return blanks.length === 0 ? (
          <p className="mt-6 text-ink-muted">{t('missing.empty')}</p>
        ) : (
          <MissingSession
            key={storyId}
            blanks={blanks}
            lesson={flashcards}
            targetLanguage={story.targetLanguage}
            nativeLanguage={story.nativeLanguage}
            local={local}
          />
        );
      }}
    </ModePage>
  );
}
