import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { posKey } from '@/components/card-back/pos-key';
import { sensesOf, type ReaderWord } from '@/components/word-reader/word-layout';
import { useWordPronunciation } from '@/lib/api/words';

interface WordDetailsProps {
  word: ReaderWord;
  targetLanguage: string;
  nativeLanguage: string;
  /** The sentence's audio button, if it has audio. */
  sentenceAudio?: ReactNode;
  /** An audio button for a source (the word spoken alone). */
  playAudio?: ((src: string, label: string, text: string) => ReactNode) | undefined;
}

/**
 * What a tapped word is: as written (when its lemma differs), its part of
 * speech, how it is said and the word spoken alone (the server makes it),
 * its senses best first or that no dictionary knows it, and its sentence's
 * audio.
 */
export function WordDetails({
  word,
  targetLanguage,
  nativeLanguage,
  sentenceAudio,
  playAudio,
}: WordDetailsProps) {
  const { t } = useTranslation('reader');
  const { t: tl } = useTranslation('lesson');
  const { pos, lemma } = word.gloss;
  const senses = sensesOf(word);
  const asWritten = lemma && lemma.toLowerCase() !== word.text.toLowerCase();
  const sound = useWordPronunciation(targetLanguage, word.text).data;
  return (
    <div className="mt-1 text-sm">
      {sound && (sound.pronunciation || sound.audioUrl) && (
        <div className="flex items-center gap-2">
          {sound.audioUrl &&
            playAudio?.(sound.audioUrl, t('details.playWord', { word: word.text }), word.text)}
          {sound.pronunciation && (
            <p data-testid="word-pronunciation" className="text-ink-muted">
              {sound.pronunciation}
            </p>
          )}
        </div>
      )}
      <p className="text-ink-muted">
        {pos && tl(`gloss.pos.${posKey(pos)}`)}
        {pos && asWritten && ' · '}
        {asWritten && (
          <>
            {t('details.asWritten')} <span lang={targetLanguage}>{word.text}</span>
          </>
        )}
      </p>
      {senses.length > 0 ? (
        <>
          <h3 className="sr-only">{t('details.senses')}</h3>
          <ol lang={nativeLanguage} className="mt-2 list-decimal space-y-1 ps-5 text-base">
            {senses.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-2 text-base">{t('details.noDictionary')}</p>
      )}
      {sentenceAudio && (
        <div className="mt-3 flex items-center gap-2 text-ink-muted">
          {sentenceAudio}
          <p>{t('details.sentenceAudio')}</p>
        </div>
      )}
    </div>
  );
}
