import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { DirectionChoice } from '@/features/flashcards/components/direction-choice';
import { ModePage } from '@/features/flashcards/components/mode-page';
import { TestSession } from '@/features/flashcards/components/test-session';
import { useStudyDirection } from '@/features/flashcards/utils/study-direction';

/**
 * Flashcard test mode (product §7 /test?story={id}): the story's translated
 * cards in study order, as multiple-choice or typed questions. Without
 * ?story it opens the newest lesson.
 */
export function TestPage() {
  const { t } = useTranslation('study');
  const [params] = useSearchParams();
  // Asked native → target or by ear, a title that is one of the sentences is an answer.
  const direction = useStudyDirection(params.get('story') ?? '');
  return (
    <ModePage
      asksTheWords={direction !== 'target-native'}
      path="/test"
      title={t('test.title')}
      loadingLabel={t('test.loading')}
      toolbar={(story) => (
        <DirectionChoice
          lesson={story.id}
          languages={{ target: story.targetLanguage, native: story.nativeLanguage }}
        />
      )}
    >
      {({ storyId, story, ordered, local }) => {
        const cards = ordered.filter((card) => card.back.trim() !== '');
        return cards.length === 0 ? (
          <p className="mt-6 text-ink-muted">{t('test.empty')}</p>
        ) : (
          <TestSession
            key={storyId}
            cards={cards}
            targetLanguage={story.targetLanguage}
            nativeLanguage={story.nativeLanguage}
            local={local}
            lesson={storyId}
          />
        );
      }}
    </ModePage>
  );
}
