// @vitest-environment node
import { checkTyped } from '@/features/flashcards/utils/grading';
import { describe, expect, it } from 'vitest';

import { missingChoices } from '@/features/flashcards/utils/missing-choices';
import { type Blank, blanksFor, chooseBlank } from '@/features/flashcards/utils/missing-word';
import { countWords, findWord, firstLetter } from '@/features/flashcards/utils/word-text';
import type { Flashcard } from '@/lib/api/lesson-types';

function card(
  id: string,
  front: string,
  hints: Flashcard['hints'] = [],
  kind: Flashcard['kind'] = 'sentence',
): Flashcard {
  return {
    id,
    storyId: 'st_1',
    position: 0,
    kind,
    front,
    back: `translation of ${front}`,
    machineDraft: false,
    pronunciation: '',
    hints,
    videoUrl: `/api/v1/flashcards/${id}/video`,
    languagePair: 'spanish_english',
  };
}

/** The card's blank; the test fails if there is none. */
function blankOf(c: Flashcard | undefined): Blank {
  const blank = c && chooseBlank(c);
  if (!blank) throw new Error(`a blank expected in "${c?.front ?? ''}"`);
  return blank;
}

describe('chooseBlank', () => {
  it('blanks a noun or verb hint over adjectives and function words', () => {
    const blank = chooseBlank(
      card('fc_1', 'María va al mercado por la mañana.', [
        { word: 'va', lemma: 'ir', pos: 'verb', gloss: 'goes' },
        { word: 'mercado', pos: 'noun', gloss: 'market' },
        { word: 'mañana', pos: 'noun', gloss: 'morning' },
      ]),
    );
    // Both nouns rank first; the longer one wins.
    expect(blank?.word).toBe('mercado');
    expect(blank?.hint?.gloss).toBe('market');
    expect(blank?.sentence.slice(blank.start, blank.end)).toBe('mercado');
  });

  it('prefers nouns and verbs to a longer adjective', () => {
    const blank = chooseBlank(
      card('fc_1', 'Compra fruta fresca.', [
        { word: 'fresquísima', pos: 'adj' }, // not in the sentence: ignored
        { word: 'fresca', pos: 'adj' },
        { word: 'fruta', pos: 'noun' },
      ]),
    );
    expect(blank?.word).toBe('fruta');
  });

  it('only blanks a hint that occurs in the sentence as a whole word, in its written case', () => {
    const blank = chooseBlank(
      card('fc_1', 'Compra pan y queso.', [
        { word: 'pa', pos: 'noun' }, // inside "pan", not a word of it
        { word: 'compra', lemma: 'comprar', pos: 'verb' },
      ]),
    );
    expect(blank).toMatchObject({ word: 'Compra', start: 0, end: 6 });
  });

  it('skips function words the engine marked as hints', () => {
    const blank = chooseBlank(
      card('fc_1', 'Ella come una manzana roja.', [
        { word: 'una', pos: 'det' },
        { word: 'Ella', pos: 'pron' },
        { word: 'roja', pos: 'adj' },
      ]),
    );
    expect(blank?.word).toBe('roja');
  });

  it('falls back to the longest word that is not a function word', () => {
    const blank = chooseBlank(card('fc_1', 'The dog sleeps in the kitchen.'));
    expect(blank?.word).toBe('kitchen');
    expect(blank?.hint).toBeUndefined();
    // Function words are never chosen, even when they are the longest.
    expect(chooseBlank(card('fc_2', 'Those were cats.'))?.word).toBe('cats');
  });

  it('matches across letter case and Unicode forms, with accents as letters', () => {
    // "é" written as e + combining accent in the sentence.
    const blank = chooseBlank(
      card('fc_1', 'Le cafe\u0301 est chaud.', [{ word: 'CAFÉ', pos: 'noun' }]),
    );
    expect(blank?.word).toBe('café');
    expect(findWord('Él habla', 'é')).toBeNull(); // not a word on its own
    expect(findWord('l’homme arrive', 'homme')).toEqual({ start: 2, end: 7 });
  });

  it('finds Chinese and Japanese words as substrings and counts characters', () => {
    const zh = chooseBlank(
      card('fc_1', '我今天去市场买水果。', [
        { word: '今天', pos: 'noun' },
        { word: '市场', pos: 'noun' },
        { word: '水果', pos: 'noun' },
        { word: '买', pos: 'verb' },
      ]),
    );
    expect(['今天', '市场', '水果']).toContain(zh?.word);
    expect(zh?.sentence.slice(zh.start, zh.end)).toBe(zh?.word);
    const ja = chooseBlank(card('fc_2', '猫が好きです。', [{ word: '猫', pos: 'noun' }]));
    expect(ja?.word).toBe('猫');
    expect(countWords('我买水果')).toBe(4);
    // Without hints there is no telling Chinese words apart: skipped.
    expect(chooseBlank(card('fc_3', '我今天去市场买水果。'))).toBeNull();
  });

  it('skips word cards, one-word sentences and gaps that would leave nothing to read', () => {
    expect(chooseBlank(card('fc_1', 'mercado', [{ word: 'mercado', pos: 'noun' }], 'word'))).toBe(
      null,
    );
    expect(chooseBlank(card('fc_2', '¡Hola!', [{ word: 'Hola', pos: 'intj' }]))).toBeNull();
    expect(chooseBlank(card('fc_3', '谢', [{ word: '谢', pos: 'verb' }]))).toBeNull();
    expect(chooseBlank(card('fc_4', '谢谢', [{ word: '谢谢', pos: 'verb' }]))).toBeNull();
    expect(chooseBlank(card('fc_5', 'es de'))).toBeNull(); // only function words
    expect(
      blanksFor([card('a', 'Compra pan fresco.'), card('b', 'Hola'), card('c', 'pan', [], 'word')])
        .length,
    ).toBe(1);
  });

  it('is stable for a card and breaks ties by card id', () => {
    const hints = [
      { word: 'gato', pos: 'noun' },
      { word: 'perro', pos: 'noun' },
      { word: 'casa', pos: 'noun' },
    ];
    // "perro" is longest; drop it and "gato"/"casa" tie on length.
    const tie = hints.filter((h) => h.word !== 'perro');
    const front = 'El gato y el perro están en casa.';
    expect(chooseBlank(card('fc_1', front, hints))?.word).toBe('perro');
    const picks = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const first = chooseBlank(card(`fc_${String(i)}`, front, tie))?.word;
      expect(chooseBlank(card(`fc_${String(i)}`, front, tie))?.word).toBe(first);
      if (first) picks.add(first);
    }
    // Different cards do not all tie-break the same way.
    expect([...picks].sort()).toEqual(['casa', 'gato']);
  });
});

describe('missingChoices', () => {
  const lesson = [
    card('fc_1', 'María va al mercado.', [{ word: 'mercado', pos: 'noun' }]),
    card('fc_2', 'Compra pan.', [
      { word: 'Compra', pos: 'verb' },
      { word: 'pan', pos: 'noun' },
    ]),
    card('fc_3', 'Vuelve a casa.', [
      { word: 'Vuelve', pos: 'verb' },
      { word: 'casa', pos: 'noun' },
    ]),
    card('fc_4', 'Tiene un perro.', [
      { word: 'Tiene', pos: 'verb' },
      { word: 'perro', pos: 'noun' },
    ]),
    card('fc_5', 'Mercado', [{ word: 'mercado', pos: 'noun' }], 'word'),
  ];

  it('gives the right word and three others of the lesson, nouns first, in a stable order', () => {
    const blank = blankOf(lesson[0]);
    const choices = missingChoices(blank, lesson);
    expect(choices).toHaveLength(4);
    expect(choices).toContain('mercado');
    expect(new Set(choices).size).toBe(4);
    // Three other nouns exist, so the distractors are exactly those.
    expect(choices.filter((c) => c !== 'mercado').sort()).toEqual(['casa', 'pan', 'perro']);
    expect(missingChoices(blank, lesson)).toEqual(choices);
  });

  it('prefers choices as many words long as the gap', () => {
    const blank = blankOf(lesson[0]);
    const choices = missingChoices(blank, [
      card('fc_6', 'Sale por la mañana y come.', [
        { word: 'por la mañana', pos: 'noun' },
        { word: 'come', pos: 'verb' },
      ]),
      ...lesson.slice(1, 2),
    ]);
    // The phrase is a noun like the gap, but three words long: the one-word verbs come first.
    expect([...choices].sort()).toEqual(['come', 'compra', 'mercado', 'pan']);
  });

  it('fits the case of the gap: capitals at the start, none mid-sentence', () => {
    const atStart = blankOf(card('fc_9', 'Come pan.', [{ word: 'Come', pos: 'verb' }]));
    const choices = missingChoices(atStart, lesson);
    expect(choices).toContain('Come');
    for (const c of choices) expect(c[0]).toBe(c[0]?.toUpperCase());

    const mid = blankOf(card('fc_8', 'Ella siempre come.', [{ word: 'come', pos: 'verb' }]));
    const verbs = missingChoices(mid, lesson).filter((c) => c !== 'come');
    expect(verbs.sort()).toEqual(['compra', 'tiene', 'vuelve']);
  });

  it('leaves out words that differ only in case or accents, or are in the sentence', () => {
    const blank = blankOf(
      card('fc_7', 'El mercado tiene pan.', [{ word: 'mercado', pos: 'noun' }]),
    );
    const choices = missingChoices(blank, [
      ...lesson,
      card('fc_6', 'Un Mercadó grande.', [{ word: 'Mercadó', pos: 'noun' }]),
    ]);
    expect(choices.filter((c) => c.toLowerCase().startsWith('mercad'))).toEqual(['mercado']);
    expect(choices).not.toContain('pan');
    expect(choices).not.toContain('tiene');
  });
});

describe('checkTyped', () => {
  it('ignores case, accents and punctuation, forgives a typo like the server, and no more', () => {
    expect(checkTyped(' MERCADO! ', 'mercado')).toBe('right');
    expect(checkTyped('manana', 'mañana')).toBe('right');
    expect(checkTyped('mercdo', 'mercado')).toBe('close');
    expect(checkTyped('pam', 'pan')).toBe('wrong'); // short words forgive nothing
    expect(checkTyped('casa', 'mercado')).toBe('wrong');
    expect(checkTyped('', 'mercado')).toBe('wrong');
  });
});

describe('firstLetter', () => {
  it('takes a whole letter, accents and all', () => {
    expect(firstLetter('mercado')).toBe('m');
    expect(firstLetter('e\u0301xito')).toBe('e\u0301');
    expect(firstLetter('市场')).toBe('市');
  });
});
