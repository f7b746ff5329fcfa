import type { KnownShare } from '@/lib/api/words';
import type { WordGloss } from '@/lib/card-back';
import { isCounted, wordKey } from '@/lib/word-key';
import { segmentSentence } from '@/lib/word-segments';

/** A sentence the reader shows: a sentence card's front and its glosses. */
export interface ReaderSentence {
  id: string;
  front: string;
  glosses?: WordGloss[];
}

/** One tappable word of the text. */
export interface ReaderWord {
  gloss: WordGloss;
  /** The word as the sentence writes it. */
  text: string;
  sentence: ReaderSentence;
  /** Its status's key (product §18). */
  key: string;
  /** It has a status: not a name or a number. */
  counted: boolean;
}

export type Piece = { kind: 'text'; text: string } | { kind: 'word'; text: string; at: number };

/** The text's words in order across its sentences, and each sentence's pieces. */
export interface ReaderLayout {
  words: ReaderWord[];
  pieces: Map<string, Piece[]>;
}

export function layoutSentences(sentences: readonly ReaderSentence[]): ReaderLayout {
  const words: ReaderWord[] = [];
  const pieces = new Map<string, Piece[]>();
  for (const sentence of sentences) {
    const glosses = sentence.glosses ?? [];
    const out: Piece[] = [];
    for (const s of segmentSentence(sentence.front, glosses)) {
      const gloss = s.kind === 'word' ? glosses[s.word] : undefined;
      if (!gloss) {
        out.push({ kind: 'text', text: s.text });
        continue;
      }
      out.push({ kind: 'word', text: s.text, at: words.length });
      words.push({
        gloss,
        text: s.text,
        sentence,
        key: wordKey(gloss.text, gloss.lemma),
        counted: isCounted(gloss),
      });
    }
    pieces.set(sentence.id, out);
  }
  return { words, pieces };
}

/** Learning languages written right to left. */
export const rtlLanguages: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

/** The senses of a word, best first: its dictionary senses, else its one gloss. */
export function sensesOf(word: ReaderWord): string[] {
  const { senses, gloss } = word.gloss;
  if (senses && senses.length > 0) return senses;
  return gloss ? [gloss] : [];
}

/** The new words of a text: those listed, or all that are not known, learning or ignored. */
export function newWordCount(share: KnownShare): number {
  return Math.max(share.words - share.known - share.learning - share.ignored, 0);
}
