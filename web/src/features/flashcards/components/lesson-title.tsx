import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Lesson } from '@/features/flashcards/api/get-lesson';
import { AudioButton } from '@/features/flashcards/components/audio-button';
import { HiddenTitle } from '@/features/flashcards/components/hidden-title';
import { RenameTitleForm } from '@/features/flashcards/components/rename-title-form';
import { Pronunciation } from '@/components/pronunciation';

/**
 * A lesson's heading: its title, which the learner may rename (1–60
 * characters), and the title it was made with — the text its translation,
 * pronunciation and audio are of. `answer`: the cards are asked native →
 * target or by ear and the title is one of their sentences (decision 0051),
 * so the title, its pronunciation and audio wait behind a tap.
 */
export function LessonTitle({ lesson, answer = false }: { lesson: Lesson; answer?: boolean }) {
  const { t } = useTranslation('lesson');
  const { t: ts } = useTranslation('study');
  const { story } = lesson;
  const [draft, setDraft] = useState<string | null>(null);
  const made = story.originalTitle ?? story.title;

  if (draft !== null) {
    return <RenameTitleForm lesson={lesson} draft={draft} onDraft={setDraft} />;
  }

  return (
    <header className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        {answer ? (
          <HiddenTitle title={story.title} lang={story.targetLanguage} />
        ) : (
          <h1
            lang={story.targetLanguage}
            className="font-display text-2xl font-semibold tracking-tight text-balance break-words sm:text-4xl"
          >
            {story.title}
          </h1>
        )}
        {story.originalTitle && !answer && (
          <p lang={story.targetLanguage} className="mt-1 text-ink sm:text-lg">
            <span className="text-sm text-ink-muted">{ts('lesson.madeFrom')} </span>
            {made}
          </p>
        )}
        {story.titleNative && (
          // The title is the story's first sentence: its translation is card
          // 1's answer, so it waits behind a tap instead of showing before the flip.
          <details className="mt-1 text-ink-muted sm:mt-2">
            <summary className="cursor-pointer text-sm font-medium">
              {t('review.titleTranslation')}
            </summary>
            <p lang={story.nativeLanguage} className="mt-1 sm:text-lg">
              {story.titleNative}
            </p>
          </details>
        )}
        {story.titlePhonetic && !answer && (
          <p className="mt-1 text-sm text-ink-muted">
            <span className="sr-only">{t('review.phonetic')}: </span>
            <Pronunciation text={story.titlePhonetic} />
          </p>
        )}
        <button
          type="button"
          onClick={() => {
            setDraft(story.title);
          }}
          className="mt-1 text-sm font-medium text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {ts('lesson.rename')}
        </button>
      </div>
      {story.titleAudioUrl && !answer && (
        <AudioButton src={story.titleAudioUrl} label={t('review.playTitle')} />
      )}
    </header>
  );
}
