import type { Flashcard } from '@/lib/api/lesson-types';

interface HintListProps {
  hints: Flashcard['hints'];
  targetLanguage: string;
  nativeLanguage: string;
}

/** A card's key words: the word, its gloss and its grammar note. */
export function HintList({ hints, targetLanguage, nativeLanguage }: HintListProps) {
  if (hints.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-col gap-1 text-sm">
      {hints.map((hint, i) => (
        <li key={`${hint.word}-${String(i)}`}>
          <span lang={targetLanguage} className="font-semibold">
            {hint.word}
          </span>
          {hint.gloss && <span lang={nativeLanguage}>: {hint.gloss}</span>}
          {hint.note && <span className="text-ink-muted">, {hint.note}</span>}
        </li>
      ))}
    </ul>
  );
}
