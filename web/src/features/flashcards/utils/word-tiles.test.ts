// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { tilesFor, wordKey } from '@/features/flashcards/utils/word-tiles';

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

  it('shows no punctuation or opening capital that would give the ends away', () => {
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
