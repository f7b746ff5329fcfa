// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { choicesFor } from '@/features/flashcards/utils/study-order';
import type { Flashcard } from '@/lib/api/lesson-types';

function card(id: string, kind: 'word' | 'sentence', back: string): Flashcard {
  return {
    id,
    storyId: 'st',
    position: 0,
    kind,
    front: `front ${id}`,
    back,
    machineDraft: false,
    pronunciation: '',
    videoUrl: '',
    hints: [],
    languagePair: 'spanish_english',
  };
}

const lesson = [
  card('s1', 'sentence', 'Ana lives in Seville with her cat.'),
  card('s2', 'sentence', 'She buys bread at the market.'),
  card('s3', 'sentence', 'The waiter smiles and says good morning to her.'),
  card('s4', 'sentence', 'It rains.'),
  card('s5', 'sentence', 'He drinks a coffee with milk.'),
  card('w1', 'word', 'cat'),
  card('w2', 'word', 'bread'),
  card('w3', 'word', 'market'),
  card('w4', 'word', 'to smile'),
];
function byId(id: string): Flashcard {
  const found = lesson.find((c) => c.id === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
}

describe('choicesFor', () => {
  it('gives words with words and sentences with sentences of a similar length', () => {
    const forWord = choicesFor(byId('w1'), lesson, 'a');
    expect(forWord.sort()).toEqual(['bread', 'cat', 'market', 'to smile'].sort());
    const forSentence = choicesFor(byId('s1'), lesson, 'a');
    expect(forSentence).toHaveLength(4);
    // "It rains." is a sentence but far shorter: it is left out while similar ones exist.
    expect(forSentence).not.toContain('It rains.');
    expect(forSentence.every((c) => c.split(' ').length > 1)).toBe(true);
  });

  it('keeps a round stable and moves the answer between rounds', () => {
    const target = byId('w1');
    expect(choicesFor(target, lesson, 'x')).toEqual(choicesFor(target, lesson, 'x'));
    const places = new Set(
      Array.from({ length: 40 }, (_, i) => choicesFor(target, lesson, `seed${String(i)}`)).map(
        (choices) => choices.indexOf('cat'),
      ),
    );
    expect(places.size).toBeGreaterThan(1);
  });

  it('offers target texts for native → target (decision 0051)', () => {
    const choices = choicesFor(byId('s2'), lesson, 'a', 'front');
    expect(choices).toContain('front s2');
    expect(choices).toHaveLength(4);
    expect(choices.every((c) => c.startsWith('front s'))).toBe(true);
  });
});
