import { describe, expect, it } from 'vitest';

import {
  scoreOrder,
  shuffleTiles,
  splitWords,
  tilesFor,
  wordKey,
} from '@/features/flashcards/utils/order-words';

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

const glossOf = (text: string, pos: string) => ({ text, pos, start: 0, end: text.length });

describe('tilesFor and wordKey', () => {
  it('numbers the tiles and folds case and punctuation, not accents', () => {
    expect(tilesFor('El perro ve el gato.', 'es', { glosses: [glossOf('El', 'det')] })).toEqual([
      { id: 'w0', text: 'el', key: 'el' },
      { id: 'w1', text: 'perro', key: 'perro' },
      { id: 'w2', text: 've', key: 've' },
      { id: 'w3', text: 'el', key: 'el' },
      { id: 'w4', text: 'gato', key: 'gato' },
    ]);
    expect(wordKey('él')).not.toBe(wordKey('el'));
    expect(wordKey('काम')).not.toBe(wordKey('कम'));
  });

  it('shows no punctuation or opening capital that would give the ends away (issue 26)', () => {
    expect(
      tilesFor('¿Dónde está el mercado?', 'es', { glosses: [glossOf('Dónde', 'adv')] }).map(
        (t) => t.text,
      ),
    ).toEqual(['dónde', 'está', 'el', 'mercado']);
    // Inside a word, punctuation is part of it.
    expect(
      tilesFor("L'homme n'a pas peur.", 'fr', { glosses: [glossOf("L'homme", 'noun')] }).map(
        (t) => t.text,
      ),
    ).toEqual(["l'homme", "n'a", 'pas', 'peur']);
    // A name keeps its capital (the card's glosses say so); so does a German noun,
    // and any first word of a card made before glosses.
    const gloss = glossOf;
    expect(tilesFor('María come.', 'es')[0]?.text).toBe('María');
    expect(
      tilesFor('Marco come.', 'it', {
        glosses: [gloss('Marco', 'propn'), gloss('come', 'verb')],
      })[0]?.text,
    ).toBe('Marco');
    expect(
      tilesFor('Katzen schlafen.', 'de', {
        glosses: [gloss('Katzen', 'noun'), gloss('schlafen', 'verb')],
      })[0]?.text,
    ).toBe('Katzen');
    expect(
      tilesFor('Die Katze schläft.', 'de', {
        glosses: [gloss('Die', 'det'), gloss('Katze', 'noun'), gloss('schläft', 'verb')],
      })[0]?.text,
    ).toBe('die');
  });
});

describe('shuffleTiles', () => {
  const solution = tilesFor('María va al mercado por la mañana.', 'es');

  it('is the same for the same card and keeps every tile', () => {
    const once = shuffleTiles(solution, 'fc_1');
    expect(shuffleTiles(solution, 'fc_1')).toEqual(once);
    expect(once.map((t) => t.id).sort()).toEqual(solution.map((t) => t.id).sort());
    // Another card shuffles differently.
    const others = ['fc_2', 'fc_3', 'fc_4'].map((seed) => shuffleTiles(solution, seed));
    expect(others.some((o) => o.map((t) => t.id).join() !== once.map((t) => t.id).join())).toBe(
      true,
    );
  });

  it('never gives the right order when another one exists', () => {
    const two = tilesFor('Compra pan.', 'es');
    const repeated = tilesFor('no no sí', 'es');
    for (let n = 0; n < 200; n++) {
      const seed = `fc_${String(n)}`;
      expect(shuffleTiles(two, seed).map((t) => t.text)).toEqual(['pan', 'Compra']);
      expect(shuffleTiles(solution, seed).map((t) => t.key)).not.toEqual(
        solution.map((t) => t.key),
      );
      expect(shuffleTiles(repeated, seed).map((t) => t.key)).not.toEqual(['no', 'no', 'sí']);
    }
    // Only one order exists: it is kept.
    const same = tilesFor('no no', 'es');
    expect(shuffleTiles(same, 'fc_1').map((t) => t.key)).toEqual(['no', 'no']);
  });
});

describe('scoreOrder', () => {
  const solution = tilesFor('El perro ve el gato.', 'es');
  const [el, perro, ve, el2, gato] = solution as [
    (typeof solution)[0],
    (typeof solution)[0],
    (typeof solution)[0],
    (typeof solution)[0],
    (typeof solution)[0],
  ];

  it('counts the longest run in the right order, wherever it sits', () => {
    expect(scoreOrder([el, perro, ve, el2, gato], solution)).toEqual({
      marks: [true, true, true, true, true],
      correct: 5,
      total: 5,
    });
    expect(scoreOrder([perro, el, ve, el2, gato], solution)).toEqual({
      marks: [false, false, true, true, true],
      correct: 3,
      total: 5,
    });
    // Everything moved by one: no word in its place, four in the right order.
    expect(scoreOrder([gato, el, perro, ve, el2], solution)).toEqual({
      marks: [false, true, true, true, true],
      correct: 4,
      total: 5,
    });
    // No two words in the right order: nothing right.
    expect(scoreOrder([gato, el2, ve, perro, el], solution).correct).toBe(0);
  });

  it('treats repeated words as interchangeable', () => {
    // "el" (4th word) first and "El" (1st word) fourth: still all right.
    expect(scoreOrder([el2, perro, ve, el, gato], solution).correct).toBe(5);
  });

  it('counts words left out as wrong', () => {
    expect(scoreOrder([el, perro], solution)).toEqual({
      marks: [true, true],
      correct: 2,
      total: 5,
    });
  });
});
