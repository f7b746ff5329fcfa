/**
 * Telling words apart in the sentences of the study languages (spaced or not),
 * and which of them carry no content (Missing mode leaves those alone).
 */

// Scripts written without spaces between words: a word is found as a substring.
const unspacedScript =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
export const letter = /\p{L}/u;
export const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;

// Parts of speech that are never worth blanking (hints rarely hold them).
export const functionPos = new Set([
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
export function runeLength(text: string): number {
  return Array.from(text).length;
}
export function isStopWord(word: string): boolean {
  return stopWords.has(word.toLowerCase());
}
/** The first letter of the word (a whole grapheme where the runtime can tell). */
export function firstLetter(word: string): string {
  if (typeof Intl.Segmenter === 'function') {
    const first = new Intl.Segmenter().segment(word)[Symbol.iterator]().next();
    if (!first.done) return first.value.segment;
  }
  return Array.from(word)[0] ?? '';
}
