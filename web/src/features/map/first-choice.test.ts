import { afterEach, describe, expect, it } from 'vitest';

import type { MapLanguage } from '@/features/map/api/get-map';
import { firstChoice } from '@/features/map/first-choice';
import { storageKeys } from '@/lib/storage-keys';

const language = (code: string, learned: number): MapLanguage => ({
  code,
  name: code,
  nativeName: code,
  studied: learned,
  learned,
  lessons: 0,
});

afterEach(() => {
  window.localStorage.clear();
});

describe('firstChoice', () => {
  it('opens on the language the learner has learned most cards in', () => {
    window.localStorage.setItem(storageKeys.targetLanguage, 'fr');
    expect(firstChoice([language('es', 3), language('ja', 25), language('fr', 0)])).toBe('ja');
  });

  it('else on the language they chose to learn, when the map has it', () => {
    window.localStorage.setItem(storageKeys.targetLanguage, 'fr');
    expect(firstChoice([language('es', 0), language('fr', 0)])).toBe('fr');
  });

  it('else on Spanish', () => {
    window.localStorage.setItem(storageKeys.targetLanguage, 'xx');
    expect(firstChoice([language('es', 0), language('fr', 0)])).toBe('es');
    window.localStorage.clear();
    expect(firstChoice([])).toBe('es');
  });
});
