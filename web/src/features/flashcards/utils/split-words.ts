// Scripts written without spaces between words: Intl.Segmenter finds the words.
const unspacedScript =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
export const wordCharacter = /[\p{L}\p{N}]/u;
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
