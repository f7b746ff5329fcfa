import type { Flashcard } from '@/lib/api/lesson-types';

interface FlashcardHintsProps {
  hints: Flashcard['hints'];
  targetLanguage: string;
  nativeLanguage: string;
}

/** A card's hints in the review list: word, lemma, part of speech, gloss and note. */
export function FlashcardHints({ hints, targetLanguage, nativeLanguage }: FlashcardHintsProps) {
  return (
    <ul className="mt-1 flex flex-col gap-1">
      {hints.map((hint, i) => (
        <li key={`${hint.word}-${String(i)}`}>
          <span lang={targetLanguage} className="font-semibold">
            {hint.word}
          </span>
          {hint.lemma && hint.lemma !== hint.word && (
            <span lang={targetLanguage}> — {hint.lemma}</span>
          )}
          {hint.pos && <span className="text-ink-muted"> [{hint.pos}]</span>}
          {hint.gloss && <span lang={nativeLanguage}>: {hint.gloss}</span>}
          {hint.note && <span className="text-ink-muted">, {hint.note}</span>}
        </li>
      ))}
    </ul>
  );
}
