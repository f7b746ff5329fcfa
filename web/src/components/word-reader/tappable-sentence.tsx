import { WordToken } from '@/components/word-reader/word-token';
import { useWordReaderContext } from '@/components/word-reader/word-reader-context';
import { rtlLanguages } from '@/components/word-reader/word-layout';

interface TappableSentenceProps {
  /** The sentence's id among the WordReader's sentences. */
  id: string;
  className?: string;
}

/**
 * A sentence whose words can be tapped: the text between them (spaces,
 * punctuation) stays as written, each word (or multi-word expression) is one
 * button.
 */
export function TappableSentence({ id, className }: TappableSentenceProps) {
  const { layout, targetLanguage } = useWordReaderContext();
  const pieces = layout.pieces.get(id) ?? [];
  return (
    <p
      lang={targetLanguage}
      dir={rtlLanguages.has(targetLanguage) ? 'rtl' : undefined}
      className={className}
    >
      {pieces.map((p, i) =>
        p.kind === 'word' ? (
          <WordToken key={`w${String(p.at)}`} text={p.text} at={p.at} />
        ) : (
          <span key={`t${String(i)}`}>{p.text}</span>
        ),
      )}
    </p>
  );
}
