import type { ReactNode } from 'react';

import { useWordReader } from '@/components/word-reader/use-word-reader';
import { WordActions } from '@/components/word-reader/word-actions';
import { WordDetails } from '@/components/word-reader/word-details';
import { rtlLanguages, type ReaderSentence } from '@/components/word-reader/word-layout';
import { WordReaderContext } from '@/components/word-reader/word-reader-context';
import { WordSurface } from '@/components/word-reader/word-surface';

interface WordReaderProps {
  /** The lesson; null when it is kept only in this browser (no statuses, no new cards). */
  storyId: string | null;
  targetLanguage: string;
  nativeLanguage: string;
  sentences: readonly ReaderSentence[];
  /** A sentence's audio button, shown with its words' details. */
  sentenceAudio?: (sentence: ReaderSentence) => ReactNode;
  /** An audio button for a source saying text: the word spoken alone. */
  playAudio?: (src: string, label: string, text: string) => ReactNode;
  /** The text, with TappableSentence for each sentence wherever the layout wants it. */
  children: ReactNode;
}

/**
 * Read, tap, know (product §18): the words of the sentences inside are one
 * group of buttons; a tapped word opens its details (a popover, or a sheet on
 * a phone) with its senses, a card to make of it and its status.
 */
export function WordReader({
  storyId,
  targetLanguage,
  nativeLanguage,
  sentences,
  sentenceAudio,
  playAudio,
  children,
}: WordReaderProps) {
  const reader = useWordReader({ storyId, sentences, rtl: rtlLanguages.has(targetLanguage) });
  const at = reader.nav.open;
  const word = at === null ? undefined : reader.layout.words[at];
  const status = word ? reader.statusOf(word) : null;
  return (
    <WordReaderContext value={{ ...reader, targetLanguage, storyId }}>
      {children}
      {word && at !== null && (
        <WordSurface
          anchor={reader.buttons.current[at] ?? null}
          title={<span lang={targetLanguage}>{word.gloss.lemma ?? word.text}</span>}
          onClose={() => {
            reader.dispatch({ type: 'close' });
          }}
        >
          <WordDetails
            word={word}
            targetLanguage={targetLanguage}
            nativeLanguage={nativeLanguage}
            sentenceAudio={sentenceAudio?.(word.sentence)}
            playAudio={playAudio}
          />
          {storyId !== null && (
            <WordActions
              key={`${String(at)}-${word.key}`}
              storyId={storyId}
              word={word}
              language={reader.language ?? targetLanguage}
              status={status}
            />
          )}
        </WordSurface>
      )}
    </WordReaderContext>
  );
}
