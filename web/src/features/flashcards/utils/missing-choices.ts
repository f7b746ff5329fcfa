import { normalizeAnswer } from '@/features/flashcards/utils/grading';
import { chooseBlank, type Blank } from '@/features/flashcards/utils/missing-word';
import { hash } from '@/features/flashcards/utils/study-order';
import {
  findWord,
  functionPos,
  isStopWord,
  isUnspaced,
  letter,
  wordPattern,
} from '@/features/flashcards/utils/word-text';
import type { Flashcard } from '@/lib/api/lesson-types';

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
