// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  backLine,
  glossLine,
  glossesAreBack,
  glossesAround,
  glossesUnordered,
  isUnglossed,
  markUnknown,
  type WordGloss,
} from '@/lib/card-back';

const w = (text: string, gloss?: string, pos?: string): WordGloss => ({
  text,
  start: 0,
  end: text.length,
  ...(gloss ? { gloss } : {}),
  ...(pos ? { pos } : {}),
});

describe('card backs', () => {
  const glosses = [
    w('Der'),
    w('Hund', 'dog', 'noun'),
    w('bellt', 'barks', 'verb'),
    w('Rex', undefined, 'propn'),
  ];

  it('shows the glosses as the back only when there is no translation', () => {
    expect(glossesAreBack({ back: '', glosses, kind: 'sentence' })).toBe(true);
    expect(glossesAreBack({ back: 'The dog barks.', glosses, kind: 'sentence' })).toBe(false);
    expect(glossesAreBack({ back: '', glosses: [], kind: 'sentence' })).toBe(false);
  });

  it('marks a word without a gloss, but not a name', () => {
    expect(glosses.map(isUnglossed)).toEqual([true, false, false, false]);
    expect(glossLine(glosses)).toBe('Der (?) · Hund (dog) · bellt (barks) · Rex');
    expect(backLine({ back: '', glosses })).toBe(glossLine(glosses));
    expect(backLine({ back: 'The dog barks.', glosses })).toBe('The dog barks.');
  });

  it('marks the words a translator left as written, whole words only', () => {
    expect(markUnknown('He was interpelado by the interpelador.', ['interpelado'])).toEqual([
      { text: 'He was ', unknown: false },
      { text: 'interpelado', unknown: true },
      { text: ' by the interpelador.', unknown: false },
    ]);
    expect(markUnknown('Nothing missed.', [])).toEqual([
      { text: 'Nothing missed.', unknown: false },
    ]);
  });

  it('gives a Missing clue of the other words’ glosses, the blank left open', () => {
    const at = (text: string, start: number, gloss?: string, pos?: string): WordGloss => ({
      text,
      start,
      end: start + Array.from(text).length,
      ...(gloss ? { gloss } : {}),
      ...(pos ? { pos } : {}),
    });
    // "😀" is two UTF-16 units but one code point: the blank still finds its word.
    const sentence = '😀 Die Katze schläft, Zorg.';
    const words = [
      at('Die', 2, 'the'),
      at('Katze', 6, 'cat'),
      at('schläft', 12, 'sleeps'),
      at('Zorg', 21),
    ];
    const start = sentence.indexOf('Katze');
    expect(glossesAround(words, sentence, { start, end: start + 5 })).toEqual([
      'the',
      null,
      'sleeps',
      'Zorg (?)',
    ]);
  });

  it('gives an Order clue of the glosses that does not tell the order', () => {
    const words = [w('Die', 'the'), w('Katze', 'cat'), w('schläft', 'sleeps'), w('die', 'the')];
    expect(glossesUnordered(words, 'en')).toEqual(['cat', 'sleeps', 'the']);
  });
});
