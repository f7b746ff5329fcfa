// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { splitWords } from '@/features/flashcards/utils/split-words';

describe('splitWords', () => {
  it('keeps Spanish punctuation on its word', () => {
    expect(splitWords('¿Dónde está el mercado? ¡Allí, cerca!', 'es')).toEqual([
      '¿Dónde',
      'está',
      'el',
      'mercado?',
      '¡Allí,',
      'cerca!',
    ]);
    // A dash standing alone joins the word before it; spaces collapse.
    expect(splitWords('  Compra pan  —  y queso. ', 'es')).toEqual([
      'Compra',
      'pan—',
      'y',
      'queso.',
    ]);
    // An apostrophe inside a word keeps it whole.
    expect(splitWords("Aujourd'hui, l'homme mange.", 'fr')).toEqual([
      "Aujourd'hui,",
      "l'homme",
      'mange.',
    ]);
  });

  it('finds Chinese words with Intl.Segmenter', () => {
    expect(splitWords('我每天早上喝咖啡。', 'zh')).toEqual(['我', '每天', '早上', '喝', '咖啡。']);
    // Opening quotes join the next word, closing marks the word before.
    expect(splitWords('他说：“你好！”', 'zh')).toEqual(['他', '说：', '“你好！”']);
  });

  it('finds Japanese words, keeping verb endings on their verb', () => {
    expect(splitWords('私は毎朝パンを食べます。', 'ja')).toEqual([
      '私',
      'は',
      '毎朝',
      'パン',
      'を',
      '食べ',
      'ます。',
    ]);
    expect(splitWords('「こんにちは」と言った。', 'ja')).toEqual([
      '「こんにちは」',
      'と',
      '言った。',
    ]);
  });

  it('keeps a sentence of punctuation only as one piece', () => {
    expect(splitWords('…', 'es')).toEqual(['…']);
    expect(splitWords('   ', 'es')).toEqual([]);
  });
});
