import { splitWords, wordCharacter } from '@/features/flashcards/utils/split-words';
import type { Flashcard } from '@/lib/api/lesson-types';

/** One word of a sentence in Order mode, with any punctuation next to it. */
export interface Tile {
  /** Stable within the sentence: 'w' and the word's place in the right order. */
  id: string;
  /**
   * The word as shown: without the punctuation around it and with a
   * sentence's opening capital folded, so neither gives the ends away
   * ('dónde', 'mercado'); names (and German nouns) keep their capital.
   */
  text: string;
  /** The word compared: case and punctuation folded, so equal words are interchangeable. */
  key: string;
}

/** A word as compared: Unicode-composed, lower case, without punctuation or symbols. */
export function wordKey(word: string): string {
  const key = word
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[\p{P}\p{S}]/gu, '');
  return key === '' ? word : key;
}

// Punctuation around a word; inside it (l'homme, don't, well-known) it stays.
const edgePunctuation = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

/** A word as a tile shows it: the punctuation around it taken off. */
export function tileText(word: string): string {
  const bare = word.replace(edgePunctuation, '');
  return bare === '' ? word : bare;
}

// The glossers' parts of speech for a name: Apertium's proper noun, the others' name.
const names = new Set(['propn', 'name']);

/**
 * Whether the sentence's first word is written with a capital of its own (a
 * name; in German, any noun), as the card's glosses tell. Without glosses
 * (cards made before them) it is kept: a folded name would be wrong.
 */
function ownCapital(card: Pick<Flashcard, 'glosses'> | undefined, language: string): boolean {
  const first = card?.glosses?.find((g) => wordCharacter.test(g.text));
  if (!first?.pos) return true;
  return names.has(first.pos) || (language.startsWith('de') && first.pos === 'noun');
}

/** The tiles of a sentence in the right order. */
export function tilesFor(
  sentence: string,
  language: string,
  card?: Pick<Flashcard, 'glosses'>,
): Tile[] {
  const keepCapital = ownCapital(card, language);
  return splitWords(sentence, language).map((word, i) => {
    let text = tileText(word);
    if (i === 0 && !keepCapital) text = text.toLocaleLowerCase(language);
    return { id: `w${String(i)}`, text, key: wordKey(word) };
  });
}
