import { beforeEach, describe, expect, it } from 'vitest';

import {
  cardWay,
  getStudyDirection,
  setStudyDirection,
} from '@/features/flashcards/utils/study-direction';

beforeEach(() => {
  window.localStorage.clear();
});

describe('the direction of a lesson', () => {
  it('is target → native until chosen, and kept per lesson', () => {
    expect(getStudyDirection('st_1')).toBe('target-native');
    setStudyDirection('st_1', 'native-target');
    setStudyDirection('random', 'listening');
    expect(getStudyDirection('st_1')).toBe('native-target');
    expect(getStudyDirection('st_2')).toBe('target-native');
    expect(getStudyDirection('random')).toBe('listening');
    // The default is kept as nothing at all.
    setStudyDirection('st_1', 'target-native');
    expect(JSON.parse(window.localStorage.getItem('studyDirections') ?? '')).toEqual({
      random: 'listening',
    });
  });

  it('ignores what it cannot read, and keeps the latest 200 lessons', () => {
    window.localStorage.setItem('studyDirections', '{"st_1":"sideways","st_2":"listening"}');
    expect(getStudyDirection('st_1')).toBe('target-native');
    expect(getStudyDirection('st_2')).toBe('listening');
    window.localStorage.setItem('studyDirections', '[not json');
    expect(getStudyDirection('st_2')).toBe('target-native');
    for (let i = 0; i < 205; i++) setStudyDirection(`st_${String(i)}`, 'native-target');
    expect(getStudyDirection('st_0')).toBe('target-native');
    expect(getStudyDirection('st_5')).toBe('native-target');
    expect(getStudyDirection('st_204')).toBe('native-target');
  });
});

describe('how a card is asked', () => {
  const translated = { back: 'She has a dog.', audioUrl: '/files/a.mp3' };
  const glossed = { back: '', audioUrl: '/files/b.mp3' };
  const silent = { back: 'She buys bread.' };

  it('follows the direction where the card allows it, and says why not', () => {
    expect(cardWay(translated, 'target-native')).toEqual({ ask: 'target' });
    expect(cardWay(translated, 'native-target')).toEqual({
      ask: 'native',
      direction: 'native-target',
    });
    expect(cardWay(translated, 'listening')).toEqual({ ask: 'listen', direction: 'listening' });
    expect(cardWay(glossed, 'native-target')).toEqual({ ask: 'target', fallback: 'noTranslation' });
    expect(cardWay(glossed, 'listening')).toEqual({ ask: 'listen', direction: 'listening' });
    expect(cardWay(silent, 'listening')).toEqual({ ask: 'target', fallback: 'noAudio' });
  });
});
