import { normalizeAnswer } from '@/features/flashcards/utils/grading';
import { hash } from '@/features/flashcards/utils/study-order';
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

// Scripts written without spaces between words: a word is found as a substring.
const unspacedScript =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const letter = /\p{L}/u;
const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;

// Parts of speech that are never worth blanking (hints rarely hold them).
const functionPos = new Set([
  'pron',
  'det',
  'prep',
  'adp',
  'conj',
  'cconj',
  'sconj',
  'part',
  'intj',
  'aux',
  'punct',
]);

/**
 * Function words of the study languages, for when a card has no hints: the
 * fallback blanks the longest word not listed here.
 */
const stopWords = new Set(
  [
    // English
    'the a an and or but of to in on at for with from by is are was were be been am it its this that these those he she they we you i my your his her their our not no as if so do does did has have had will would can could',
    // Spanish
    'el la los las un una unos unas y o pero de del al a en con por para es son era fue ser estar está están lo le les se su sus mi tu que como muy más no sí ya me te nos',
    // French
    'le la les un une des du de et ou mais à au aux en dans sur pour par avec est sont était être il elle ils elles je tu nous vous on ce cette ces son sa ses mon ma mes ne pas que qui très plus y',
    // German
    'der die das den dem des ein eine einen einem einer eines und oder aber zu im in am an auf mit von für ist sind war waren sein er sie es ich du wir ihr nicht kein keine auch sehr noch schon so wie dass',
    // Italian and Portuguese
    'il lo gli i della delle con per che non è sono o os as um uma uns umas do da dos das no na nos nas em com por para é são mais muito',
    // Hindi
    'है हैं था थी थे के की का में और से को ने पर यह वह एक नहीं भी तो ही',
  ]
    .join(' ')
    .split(' '),
);

/** The text has characters of a script written without spaces (Chinese, Japanese, Thai...). */
export function isUnspaced(text: string): boolean {
  return unspacedScript.test(text);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where `word` first occurs in `sentence` as a whole word, ignoring case; null if nowhere. */
export function findWord(sentence: string, word: string): { start: number; end: number } | null {
  const target = word.normalize('NFC').trim();
  if (!target || !letter.test(target)) return null;
  const body = escapeRegExp(target);
  // In unspaced scripts any substring may be a word; elsewhere it must stand alone.
  const source = isUnspaced(target)
    ? body
    : `(?<![\\p{L}\\p{M}\\p{N}])${body}(?![\\p{L}\\p{M}\\p{N}])`;
  const match = new RegExp(source, 'iu').exec(sentence);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

/** Counts the words of a sentence; for unspaced scripts, its letters. */
export function countWords(sentence: string): number {
  if (isUnspaced(sentence)) return Array.from(sentence).filter((c) => letter.test(c)).length;
  return (sentence.match(wordPattern) ?? []).filter((w) => letter.test(w)).length;
}

/** Length in code points, as the server counts runes. */
function length(text: string): number {
  return Array.from(text).length;
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

function isStopWord(word: string): boolean {
  return stopWords.has(word.toLowerCase());
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
    .filter((hint) => isUnspaced(hint.word) || length(hint.word) >= 2)
    .map((hint) => ({ hint, at: findWord(sentence, hint.word) }))
    .filter(
      (c): c is { hint: Hint; at: { start: number; end: number } } =>
        c.at !== null && worthBlanking(sentence, c.at.start, c.at.end),
    )
    .sort(
      (a, b) =>
        posRank(a.hint.pos) - posRank(b.hint.pos) ||
        length(b.hint.word) - length(a.hint.word) ||
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
    .filter((w) => letter.test(w.word) && length(w.word) >= 2 && !isStopWord(w.word))
    .filter((w) => worthBlanking(sentence, w.start, w.end))
    .sort((a, b) => length(b.word) - length(a.word) || tieBreak(a.word) - tieBreak(b.word));
  const longest = words[0];
  if (!longest) return null;
  return { card, sentence, ...longest };
}

/** The cards' questions, in the cards' order, leaving out cards with nothing to blank. */
export function blanksFor(cards: Flashcard[]): Blank[] {
  return cards.map(chooseBlank).filter((blank): blank is Blank => blank !== null);
}

function lowerFirst(word: string): string {
  return word.replace(/^./u, (first) => first.toLowerCase());
}

function upperFirst(word: string): string {
  return word.replace(/^./u, (first) => first.toUpperCase());
}

/** No letter before the word in its sentence: it is written with a capital for that reason only. */
function atSentenceStart(sentence: string, start: number): boolean {
  return !letter.test(sentence.slice(0, start));
}

interface Candidate {
  word: string;
  pos?: string;
  atStart: boolean;
}

/**
 * The choices for a question: the blanked word and up to three other words
 * of the lesson (other cards' blanked words and hint words, different after
 * normalizing, not already in the sentence), as many words long and of the
 * same part of speech first, shuffled by the round's seed. Distractors take the case the
 * gap needs, so that a capital letter gives nothing away.
 */
export function missingChoices(blank: Blank, lesson: Flashcard[], seed = ''): string[] {
  const right = normalizeAnswer(blank.word);
  const inSentence = new Set(
    (blank.sentence.match(wordPattern) ?? []).map((w) => normalizeAnswer(w)),
  );
  const seen = new Set([right]);
  const candidates: (Candidate & { key: string })[] = [];

  function add(sentence: string, word: string, start: number, pos?: string) {
    const key = normalizeAnswer(word);
    if (!key || seen.has(key) || inSentence.has(key)) return;
    if (isUnspaced(blank.sentence) && blank.sentence.includes(word)) return;
    seen.add(key);
    candidates.push({
      key,
      word,
      atStart: atSentenceStart(sentence, start),
      ...(pos ? { pos } : {}),
    });
  }

  for (const card of lesson) {
    if (card.id === blank.card.id || card.kind === 'word') continue;
    const other = chooseBlank(card);
    if (other) add(other.sentence, other.word, other.start, other.hint?.pos);
    const sentence = card.front.normalize('NFC');
    for (const hint of card.hints) {
      if (functionPos.has(hint.pos ?? '') || isStopWord(hint.word)) continue;
      const at = findWord(sentence, hint.word);
      if (at) add(sentence, sentence.slice(at.start, at.end), at.start, hint.pos);
    }
  }

  // Hints can be phrases ("por la mañana"): a one-word gap gets one-word choices first.
  const words = (text: string) => text.split(/\s+/).length;
  const sameSize = (c: Candidate) => (words(c.word) === words(blank.word) ? 0 : 1);
  const pos = blank.hint?.pos;
  const samePos = (c: Candidate) => (pos && c.pos === pos ? 0 : 1);
  const order = (c: Candidate & { key: string }) => hash(`${seed}${blank.card.id}\u0000${c.key}`);
  const gapAtStart = atSentenceStart(blank.sentence, blank.start);
  const others = candidates
    .sort((a, b) => sameSize(a) - sameSize(b) || samePos(a) - samePos(b) || order(a) - order(b))
    .slice(0, 3)
    .map((c) => {
      // A word capitalized only because it opened its sentence loses the capital.
      const word = c.atStart && c.pos !== 'noun' && c.pos !== 'propn' ? lowerFirst(c.word) : c.word;
      return gapAtStart ? upperFirst(word) : word;
    });
  const at = hash(seed + blank.card.id) % (others.length + 1);
  return [...others.slice(0, at), blank.word, ...others.slice(at)];
}

/** The first letter of the word (a whole grapheme where the runtime can tell). */
export function firstLetter(word: string): string {
  if (typeof Intl.Segmenter === 'function') {
    const first = new Intl.Segmenter().segment(word)[Symbol.iterator]().next();
    if (!first.done) return first.value.segment;
  }
  return Array.from(word)[0] ?? '';
}
