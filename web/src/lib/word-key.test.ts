// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { isCounted, wordKey } from '@/lib/word-key';

// The same cases the Go test reads: one key rule, proven on both sides.
// eslint-disable-next-line no-restricted-imports -- the cases live beside the Go test, outside src/
import cases from '../../../internal/words/testdata/word-keys.json';

describe('wordKey', () => {
  it.each(cases.cases)('$text ($lemma) is $key, as on the server', ({ text, lemma, key }) => {
    expect(wordKey(text, lemma)).toBe(key);
  });
});

describe('isCounted', () => {
  it('counts words, not names, numbers or punctuation', () => {
    expect(isCounted({ text: 'Katze' })).toBe(true);
    expect(isCounted({ text: 'Anna', pos: 'propn' })).toBe(false);
    expect(isCounted({ text: '42', pos: 'num' })).toBe(false);
    expect(isCounted({ text: '—' })).toBe(false);
    expect(isCounted({ text: '猫' })).toBe(true);
  });
});
