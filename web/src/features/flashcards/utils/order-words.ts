import { hash } from '@/features/flashcards/utils/study-order';
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

// Scripts written without spaces between words: Intl.Segmenter finds the words.
const unspacedScript =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const wordCharacter = /[\p{L}\p{N}]/u;
// Punctuation that opens what follows (¿Qué, «Hola, (sic): it joins the next word.
const opening = /^[\p{Ps}\p{Pi}¿¡]+$/u;

// Japanese particles written as one hiragana; any other lone hiragana that
// ICU splits off (食|べ, 言|っ|た) is the ending of the word before it.
const particles = new Set('はをがにでともへのやかねよ');
const endsInKanaOrKanji = /[\p{Script=Han}\p{Script=Hiragana}]$/u;
const hiragana = /^\p{Script=Hiragana}$/u;

function segmentWords(chunk: string, language: string): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const words: string[] = [];
  for (const { segment } of segmenter.segment(chunk)) {
    if (segment.trim() === '') continue;
    const last = words.at(-1);
    if (
      language.startsWith('ja') &&
      last !== undefined &&
      hiragana.test(segment) &&
      !particles.has(segment) &&
      endsInKanaOrKanji.test(last)
    ) {
      words[words.length - 1] = last + segment;
    } else {
      words.push(segment);
    }
  }
  return words;
}

/**
 * The words of a sentence, in order. Spaces separate words; in Chinese,
 * Japanese, Thai and other scripts without spaces, Intl.Segmenter finds them.
 * Punctuation stays joined to its word (an opening mark to the next word,
 * the rest to the word before), so no tile is punctuation alone.
 */
export function splitWords(sentence: string, language: string): string[] {
  const pieces: string[] = [];
  for (const chunk of sentence.trim().split(/\s+/u)) {
    if (chunk === '') continue;
    if (unspacedScript.test(chunk)) pieces.push(...segmentWords(chunk, language));
    else pieces.push(chunk);
  }

  const words: string[] = [];
  let pending = '';
  for (const piece of pieces) {
    const last = words.at(-1);
    if (wordCharacter.test(piece)) {
      words.push(pending + piece);
      pending = '';
    } else if (last !== undefined && !opening.test(piece)) {
      words[words.length - 1] = last + piece;
    } else {
      pending += piece;
    }
  }
  if (pending !== '') {
    const last = words.pop();
    words.push(last === undefined ? pending : last + pending);
  }
  return words;
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

/** A small seeded generator (mulberry32): the same seed gives the same numbers. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sameWords(a: Tile[], b: Tile[]): boolean {
  return a.length === b.length && a.every((tile, i) => tile.key === b[i]?.key);
}

/**
 * The tiles shuffled, the same way every time for the same seed (the card id).
 * The result never reads as the right sentence when another order exists.
 */
export function shuffleTiles(solution: Tile[], seed: string): Tile[] {
  const next = random(hash(seed));
  const tiles = [...solution];
  for (let i = tiles.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const a = tiles[i];
    const b = tiles[j];
    if (a && b) {
      tiles[i] = b;
      tiles[j] = a;
    }
  }
  if (sameWords(tiles, solution) && new Set(solution.map((t) => t.key)).size > 1) {
    // Rotating by one changes a sequence unless all its words are equal.
    const first = tiles.shift();
    if (first) tiles.push(first);
  }
  return tiles;
}

/** How an answer compares with the right order. */
export interface OrderScore {
  /** For each answered tile: is it part of the longest run in the right order? */
  marks: boolean[];
  /** Words in that run (the server's orderCorrect). */
  correct: number;
  /** Words in the sentence (orderTotal); words left out count as wrong. */
  total: number;
}

/**
 * Scores an answer by its longest run of words in the right order, wherever
 * the run sits: "B C D A" for "A B C D" has three right (B C D), where
 * comparing positions would give none. Equal words are interchangeable.
 */
export function scoreOrder(answer: Tile[], solution: Tile[]): OrderScore {
  // The longest common run of keys (a longest common substring), O(n·m) for a sentence.
  let best = 0;
  let end = 0;
  let previous = new Array<number>(solution.length + 1).fill(0);
  for (let i = 1; i <= answer.length; i++) {
    const row = new Array<number>(solution.length + 1).fill(0);
    for (let j = 1; j <= solution.length; j++) {
      if (answer[i - 1]?.key === solution[j - 1]?.key) {
        row[j] = (previous[j - 1] ?? 0) + 1;
        if ((row[j] ?? 0) > best) {
          best = row[j] ?? 0;
          end = i;
        }
      }
    }
    previous = row;
  }
  // A single word "in order" is no run: it counts only when it is the whole sentence.
  if (best < 2 && solution.length > 1) best = 0;
  const marks = answer.map((_, i) => i >= end - best && i < end);
  return { marks, correct: best, total: solution.length };
}

/** One sentence to rebuild: its words in the right order and shuffled. */
export interface Puzzle {
  card: Flashcard;
  solution: Tile[];
  shuffled: Tile[];
}

/**
 * The puzzle's words shuffled for one round: a new order each round (the
 * round's seed), never the right one when another order exists.
 */
export function reshuffle(puzzle: Puzzle, roundSeed: string): Tile[] {
  return shuffleTiles(puzzle.solution, roundSeed + puzzle.card.id);
}

/** The sentence cards with at least two words, as puzzles, in the order given. */
export function orderPuzzles(cards: Flashcard[], language: string): Puzzle[] {
  return cards
    .filter((card) => card.kind === 'sentence')
    .map((card) => {
      const solution = tilesFor(card.front, language, card);
      return { card, solution, shuffled: shuffleTiles(solution, card.id) };
    })
    .filter((puzzle) => puzzle.solution.length >= 2);
}
