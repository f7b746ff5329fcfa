// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { WordGloss } from '@/lib/card-back';
import { segmentSentence, type Segment } from '@/lib/word-segments';

/** Glosses for `words` found in `sentence`, with code-point offsets as the server sends them. */
function glossesOf(sentence: string, words: string[]): WordGloss[] {
  const points = Array.from(sentence);
  let from = 0;
  return words.map((text) => {
    const len = Array.from(text).length;
    let start = from;
    while (points.slice(start, start + len).join('') !== text) start++;
    from = start + len;
    return { text, start, end: start + len };
  });
}

function show(segments: Segment[]): string {
  return segments.map((s) => (s.kind === 'word' ? `[${s.text}]` : s.text)).join('');
}

describe('segmentSentence', () => {
  it('keeps the spaces and punctuation between the words as written', () => {
    const s = 'Die Katze schläft, oder?';
    const out = segmentSentence(s, glossesOf(s, ['Die', 'Katze', 'schläft', 'oder']));
    expect(show(out)).toBe('[Die] [Katze] [schläft], [oder]?');
    expect(out.filter((p) => p.kind === 'word').map((p) => p.word)).toEqual([0, 1, 2, 3]);
  });

  it('counts offsets in code points, not UTF-16 units', () => {
    // "𝒳" and the emoji are two UTF-16 units each but one code point.
    const s = '𝒳 😀 Katze schläft.';
    const glosses: WordGloss[] = [
      { text: 'Katze', start: 4, end: 9 },
      { text: 'schläft', start: 10, end: 17 },
    ];
    expect(show(segmentSentence(s, glosses))).toBe('𝒳 😀 [Katze] [schläft].');
  });

  it('cuts Chinese and Japanese, which have no spaces, into touching words', () => {
    const zh = '我喜欢喝茶。';
    expect(show(segmentSentence(zh, glossesOf(zh, ['我', '喜欢', '喝', '茶'])))).toBe(
      '[我][喜欢][喝][茶]。',
    );
    const ja = '猫が寝ています。';
    expect(show(segmentSentence(ja, glossesOf(ja, ['猫', 'が', '寝て', 'います'])))).toBe(
      '[猫][が][寝て][います]。',
    );
  });

  it('keeps Arabic in its logical order (the browser lays it right to left)', () => {
    const ar = 'القطة نائمة.';
    expect(show(segmentSentence(ar, glossesOf(ar, ['القطة', 'نائمة'])))).toBe('[القطة] [نائمة].');
  });

  it('keeps a multi-word expression as one word', () => {
    const ru = 'Я ушёл, потому что устал.';
    const out = segmentSentence(ru, glossesOf(ru, ['Я', 'ушёл', 'потому что', 'устал']));
    expect(show(out)).toBe('[Я] [ушёл], [потому что] [устал].');
  });

  it('finds a word whose offsets are wrong by its text, and leaves one it cannot find as text', () => {
    const s = 'María va al mercado.';
    const glosses: WordGloss[] = [
      { text: 'María', start: 0, end: 5 },
      // UTF-16-like offsets that name other text.
      { text: 'va', start: 7, end: 9 },
      { text: 'ausente', start: 40, end: 47 },
      { text: 'mercado', start: 12, end: 19 },
    ];
    expect(show(segmentSentence(s, glosses))).toBe('[María] [va] al [mercado].');
  });

  it('gives the whole sentence as text when it has no glosses', () => {
    expect(segmentSentence('Hola.', [])).toEqual([{ kind: 'text', text: 'Hola.' }]);
  });
});
