import type { WordGloss } from '@/lib/card-back';

/** A piece of a sentence: text between words (spaces, punctuation), or one word. */
export type Segment =
  | { kind: 'text'; text: string }
  /** `word`: the word's index in the card's glosses. */
  | { kind: 'word'; text: string; word: number };

function same(a: string, b: string): boolean {
  return a.normalize('NFC') === b.normalize('NFC');
}

/**
 * A sentence cut into its words and what lies between them, from its glosses'
 * offsets. The offsets count Unicode code points (as the server does), not
 * UTF-16 units: "𝒳" is one. A gloss whose offsets do not fit (past the end,
 * overlapping the word before, or naming other text) is looked for by its text
 * after the word before; one not found there stays plain text. Languages
 * without spaces (Japanese, Chinese) come out as words touching each other.
 */
export function segmentSentence(sentence: string, glosses: readonly WordGloss[]): Segment[] {
  const points = Array.from(sentence);
  const out: Segment[] = [];
  let at = 0;
  glosses.forEach((w, i) => {
    let { start, end } = w;
    const fits = start >= at && end > start && end <= points.length;
    if (!fits || !same(points.slice(start, end).join(''), w.text)) {
      const rest = points.slice(at).join('');
      const found = w.text === '' ? -1 : rest.indexOf(w.text);
      if (found >= 0) {
        start = at + Array.from(rest.slice(0, found)).length;
        end = start + Array.from(w.text).length;
      } else if (!fits) {
        return;
      }
    }
    if (start > at) out.push({ kind: 'text', text: points.slice(at, start).join('') });
    out.push({ kind: 'word', text: points.slice(start, end).join(''), word: i });
    at = end;
  });
  if (at < points.length) out.push({ kind: 'text', text: points.slice(at).join('') });
  return out;
}
