import type { WordGloss } from '@/lib/card-back';

/**
 * The key a word's status belongs to (product §18), as the server makes it
 * (internal/words.Key): the lemma when there is one, else the word as
 * written; NFC, lower case, trimmed. The shared cases are
 * internal/words/testdata/word-keys.json.
 */
export function wordKey(text: string, lemma?: string): string {
  const w = lemma?.trim() ? lemma.trim() : text.trim();
  return w.normalize('NFC').toLowerCase();
}

/** Whether a word of a sentence has a status: a letter, and not a name or a number. */
export function isCounted(w: Pick<WordGloss, 'text' | 'pos'>): boolean {
  return w.pos !== 'propn' && w.pos !== 'num' && /\p{L}/u.test(w.text);
}
