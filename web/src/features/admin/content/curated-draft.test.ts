// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { CuratedVersion } from '@/features/admin/content/curated-api';
import { curatedDraftOf } from '@/features/admin/content/curated-draft';

describe('curatedDraftOf', () => {
  it('opens a new story in the first learnable language, explained in English', () => {
    expect(curatedDraftOf(null, ['fr', 'en', 'de'])).toEqual({
      id: '',
      baseVersion: 0,
      targetLanguage: 'fr',
      nativeLanguage: 'en',
      title: '',
      text: '',
    });
  });

  it('falls back to Spanish for English speakers when no language is known yet', () => {
    const d = curatedDraftOf(null, []);
    expect([d.targetLanguage, d.nativeLanguage]).toEqual(['es', 'en']);
  });

  it('opens an edit on the version being edited, which it will build on', () => {
    const v = {
      id: 'c1',
      version: 3,
      targetLanguage: 'de',
      nativeLanguage: 'es',
      title: 'Der Markt',
      text: 'Ich kaufe Brot.',
    } as CuratedVersion;
    expect(curatedDraftOf(v, ['fr'])).toEqual({
      id: 'c1',
      baseVersion: 3,
      targetLanguage: 'de',
      nativeLanguage: 'es',
      title: 'Der Markt',
      text: 'Ich kaufe Brot.',
    });
  });
});
