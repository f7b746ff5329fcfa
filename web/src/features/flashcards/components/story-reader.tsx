import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { AudioButton } from '@/features/flashcards/components/audio-button';
import { CardBack } from '@/components/card-back/card-back';
import { glossesAreBack, hasTranslation } from '@/lib/card-back';
import type { Lesson } from '@/features/flashcards/api/get-lesson';
import { panelClass } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { TappableSentence } from '@/components/word-reader/tappable-sentence';
import { WordLegend } from '@/components/word-reader/word-legend';
import { MarkKnownButton } from '@/components/word-reader/mark-known-button';
import { WordReader } from '@/components/word-reader/word-reader';

/**
 * The whole story to read (decision 0015): sentence by sentence, each with its
 * translation when there is one and its audio; then the whole translation.
 * Its words can be tapped for their meanings, and are marked by how well the
 * learner knows them (product §18).
 */
export function StoryReader({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('study');
  const { story, flashcards, local } = lesson;
  const sentences = useMemo(
    () =>
      flashcards.filter((card) => card.kind === 'sentence').sort((a, b) => a.position - b.position),
    [flashcards],
  );
  const tappable = sentences.some((card) => (card.glosses ?? []).length > 0);
  return (
    <WordReader
      storyId={local ? null : story.id}
      targetLanguage={story.targetLanguage}
      nativeLanguage={story.nativeLanguage}
      sentences={sentences}
      sentenceAudio={(s) => {
        const index = sentences.findIndex((card) => card.id === s.id);
        const src = sentences[index]?.audioUrl;
        return src ? (
          <AudioButton
            src={src}
            label={t('lesson.playSentence', { n: index + 1 })}
            speech={{ text: s.front, lang: story.targetLanguage }}
          />
        ) : null;
      }}
      playAudio={(src, label, text) => (
        <AudioButton src={src} label={label} speech={{ text, lang: story.targetLanguage }} />
      )}
    >
      <section aria-labelledby="story-reader" className="mt-5">
        <h2 id="story-reader" className="text-xl font-semibold">
          {t('lesson.readerTitle')}
        </h2>
        {tappable && <WordLegend className="mt-2" />}
        {sentences.length === 0 ? (
          <p lang={story.targetLanguage} className="mt-3 text-lg whitespace-pre-line">
            {story.content}
          </p>
        ) : (
          <ol className="mt-3 flex flex-col gap-3">
            {sentences.map((card, index) => (
              <li
                key={card.id}
                className={cn(panelClass, 'flex items-start justify-between gap-3 p-4')}
              >
                <div className="min-w-0">
                  <TappableSentence id={card.id} className="text-lg leading-relaxed break-words" />
                  {(hasTranslation(card) || glossesAreBack(card)) && (
                    <div className="mt-1 break-words text-ink-muted">
                      <CardBack
                        card={card}
                        targetLanguage={story.targetLanguage}
                        nativeLanguage={story.nativeLanguage}
                        own
                      />
                    </div>
                  )}
                </div>
                {card.audioUrl && (
                  <AudioButton
                    src={card.audioUrl}
                    label={t('lesson.playSentence', { n: index + 1 })}
                    speech={{ text: card.front, lang: story.targetLanguage }}
                  />
                )}
              </li>
            ))}
          </ol>
        )}
        {tappable && <MarkKnownButton className="mt-4" />}
        {story.storyNative && (
          <details className={cn(panelClass, 'mt-4 p-4')}>
            <summary className="cursor-pointer font-semibold">
              {t('lesson.wholeTranslation')}
            </summary>
            <p lang={story.nativeLanguage} className="mt-2 whitespace-pre-line text-ink-muted">
              {story.storyNative}
            </p>
          </details>
        )}
      </section>
    </WordReader>
  );
}
