import { normalizeAnswer } from '@/features/flashcards/utils/grading';
import { hash } from '@/features/flashcards/utils/study-order';
import {
  countWords,
  findWord,
  functionPos,
  isStopWord,
  isUnspaced,
  letter,
  runeLength,
  wordPattern,
} from '@/features/flashcards/utils/word-text';
import type { Flashcard } from '@/lib/api/lesson-types';

type Hint = Flashcard['hints'][number];

/** One Missing-mode question: a sentence card with one content word blanked. */
export interface Blank {
  card: Flashcard;
  /** The sentence (card.front in Unicode NFC form); start and end index into it. */
  sentence: string;
  /** The blanked word, as written in the sentence. */
  word: string;
  start: number;
  end: number;
  /** The engine's hint for the word, when the word is one of the card's hints. */
  hint?: Hint;
}

function posRank(pos: string | undefined): number {
  switch (pos) {
    case 'noun':
    case 'verb':
      return 0;
    case 'adj':
    case 'adv':
      return 1;
    case undefined:
    case '':
    case 'other':
      return 2;
  }
  return 3; // propn, num: allowed, but a name or a number makes a poor gap
}

function worthBlanking(sentence: string, start: number, end: number): boolean {
  // Something must be left to read around the gap.
  return letter.test(sentence.slice(0, start) + sentence.slice(end));
}

/**
 * Chooses the word to blank in a card, or null when the card has nothing
 * meaningful to blank: a word card, a sentence of fewer than two words (two
 * letters in unspaced scripts), or no content word found.
 *
 * It prefers the card's hints (the content words the language engine
 * found) that occur in the sentence: nouns and verbs, then adjectives and
 * adverbs, then the rest; longer words first; ties broken by a hash of the
 * card id, so the choice is stable across renders. Without a usable hint it
 * takes the longest word that is not a function word (spaced scripts only).
 */
export function chooseBlank(card: Flashcard): Blank | null {
  if (card.kind === 'word') return null;
  const sentence = card.front.normalize('NFC');
  if (countWords(sentence) < 2) return null;
  const tieBreak = (word: string) => hash(`${card.id}\u0000${normalizeAnswer(word)}`);

  const fromHints = card.hints
    .filter((hint) => !functionPos.has(hint.pos ?? '') && !isStopWord(hint.word))
    .filter((hint) => isUnspaced(hint.word) || runeLength(hint.word) >= 2)
    .map((hint) => ({ hint, at: findWord(sentence, hint.word) }))
    .filter(
      (c): c is { hint: Hint; at: { start: number; end: number } } =>
        c.at !== null && worthBlanking(sentence, c.at.start, c.at.end),
    )
    .sort(
      (a, b) =>
        posRank(a.hint.pos) - posRank(b.hint.pos) ||
        runeLength(b.hint.word) - runeLength(a.hint.word) ||
        tieBreak(a.hint.word) - tieBreak(b.hint.word),
    );
  const best = fromHints[0];
  if (best) {
    const { start, end } = best.at;
    return { card, sentence, word: sentence.slice(start, end), start, end, hint: best.hint };
  }

  if (isUnspaced(sentence)) return null; // no way to tell words apart without hints
  const words = [...sentence.matchAll(wordPattern)]
    .map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }))
    .filter((w) => letter.test(w.word) && runeLength(w.word) >= 2 && !isStopWord(w.word))
    .filter((w) => worthBlanking(sentence, w.start, w.end))
    .sort((a, b) => runeLength(b.word) - runeLength(a.word) || tieBreak(a.word) - tieBreak(b.word));
  const longest = words[0];
  if (!longest) return null;
  return { card, sentence, ...longest };
}

/** The cards' questions, in the cards' order, leaving out cards with nothing to blank. */
export function blanksFor(cards: Flashcard[]): Blank[] {
  return cards.map(chooseBlank).filter((blank): blank is Blank => blank !== null);
}
