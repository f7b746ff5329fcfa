import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { AudioButton, type AudioHandle } from '@/features/flashcards/components/audio-button';
import { DirectionNote, ListeningNote } from '@/features/flashcards/components/direction-note';
import type { CardWay } from '@/features/flashcards/utils/study-direction';
import type { Flashcard } from '@/lib/api/lesson-types';
import { useLanguageName } from '@/lib/use-language-name';

interface TestPromptProps {
  card: Flashcard;
  way: CardWay;
  answered: boolean;
  /** Listening first: the browser refused to play before a touch. */
  blocked: boolean;
  audioRef: RefObject<AudioHandle | null>;
  targetLanguage: string;
  nativeLanguage: string;
}

/**
 * A Test question (decision 0051): the target text to translate; or, native
 * → target, the translation to say in the target language; or, listening
 * first, the audio alone, its text shown once answered.
 */
export function TestPrompt({ card, way, answered, blocked, audioRef, ...langs }: TestPromptProps) {
  const { t } = useTranslation('study');
  const name = useLanguageName();
  const big = 'mt-1 font-display text-2xl font-semibold sm:text-3xl';
  const native = way.ask === 'native';
  const hidden = way.ask === 'listen' && !answered;
  return (
    <>
      <DirectionNote way={way} targetLanguage={langs.targetLanguage} />
      <p className="mt-4 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {native
          ? t('test.promptNative', { language: name(langs.targetLanguage) })
          : way.ask === 'listen'
            ? t('test.promptListen')
            : t('test.prompt')}
      </p>
      <div className="flex items-start justify-between gap-4">
        {native ? (
          <p lang={langs.nativeLanguage} className={big}>
            {card.back}
          </p>
        ) : hidden ? (
          <ListeningNote blocked={blocked} />
        ) : (
          <p lang={langs.targetLanguage} className={big}>
            {card.front}
          </p>
        )}
        {way.ask === 'listen' && card.audioUrl && (
          <AudioButton
            key={card.id}
            ref={audioRef}
            src={card.audioUrl}
            label={t('review.play')}
            speech={{ text: card.front, lang: langs.targetLanguage }}
          />
        )}
      </div>
    </>
  );
}
