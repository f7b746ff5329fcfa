import { useTranslation } from 'react-i18next';

import { FlashcardItem } from '@/features/flashcards/components/flashcard-item';
import type { Lesson } from '@/features/flashcards/api/get-lesson';

/** Every card of the lesson, numbered, with its translation, audio and hints. */
export function AllCards({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('lesson');
  const { t: ts } = useTranslation('study');
  const { story, flashcards, local } = lesson;
  return (
    <section aria-labelledby="all-cards">
      <h2 id="all-cards" className="text-xl font-semibold">
        {ts('review.allCards')}
      </h2>
      <p className="mt-2 text-sm font-medium text-ink-muted">
        {t('review.count', { count: flashcards.length })}
      </p>
      <ol className="mt-3 flex flex-col gap-4">
        {flashcards.map((card, index) => (
          <li key={card.id}>
            <FlashcardItem
              card={card}
              number={index + 1}
              targetLanguage={story.targetLanguage}
              nativeLanguage={story.nativeLanguage}
              storyId={local ? undefined : story.id}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
