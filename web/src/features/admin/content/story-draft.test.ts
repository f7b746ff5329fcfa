// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { ContentVersion } from '@/features/admin/content/content-api';
import { compare } from '@/features/admin/content/compare-versions';
import { draftProblems } from '@/features/admin/content/draft-problems';
import { addSentence, removeSentence, setSentence } from '@/features/admin/content/draft-sentences';
import { bodyOf, draftOf, emptyDraft } from '@/features/admin/content/story-draft';

const v1: ContentVersion = {
  language: 'es',
  slug: 'coffee',
  version: 1,
  action: 'edited',
  retired: false,
  level: 'A2',
  title: 'La panadería',
  titleTranslations: { en: 'The bakery' },
  sentences: [
    { text: 'Ana entra.', translations: { en: 'Ana comes in.' } },
    { text: 'Compra pan.', translations: { en: 'She buys bread.' } },
  ],
  changes: [],
  note: '',
  authorEmail: 'boss@example.com',
  createdAt: '2026-11-24T10:00:00Z',
};

describe('the story draft', () => {
  it('asks for our translation into English and Spanish, never into the story’s own language', () => {
    expect(Object.keys(emptyDraft('fr', 'lost').titleTranslations)).toEqual(['en', 'es']);
    expect(Object.keys(emptyDraft('es', 'lost').titleTranslations)).toEqual(['en']);
    expect(Object.keys(emptyDraft('en', 'lost').sentences[0]?.translations ?? {})).toEqual(['es']);
  });

  it('opens on the newest version and sends it back with that version as its base', () => {
    const d = draftOf(v1, 3);
    expect(d.baseVersion).toBe(3);
    expect(d.sentences[1]?.translations).toEqual({ en: 'She buys bread.' });
    const body = bodyOf({ ...d, title: '  La panadería nueva ', note: '  ' });
    expect(body.title).toBe('La panadería nueva');
    expect(body).not.toHaveProperty('note');
    expect(body.baseVersion).toBe(3);
  });

  it('adds, edits and removes sentences, never the last one', () => {
    let d = draftOf(v1, 1);
    d = addSentence(d, 1);
    expect(d.sentences.map((s) => s.text)).toEqual(['Ana entra.', '', 'Compra pan.']);
    d = setSentence(d, 1, { text: 'Saluda.' });
    d = setSentence(d, 1, { language: 'en', translation: 'She says hello.' });
    expect(d.sentences[1]).toEqual({ text: 'Saluda.', translations: { en: 'She says hello.' } });
    d = removeSentence(removeSentence(removeSentence(d, 0), 0), 0);
    expect(d.sentences).toHaveLength(1);
  });

  it('names each missing or too long field as the server does', () => {
    const d = emptyDraft('es', 'coffee');
    expect(draftProblems(d)).toEqual({
      title: 'required',
      'titleTranslations.en': 'required',
      'sentences.1.text': 'required',
      'sentences.1.translations.en': 'required',
    });
    const long = { ...draftOf(v1, 1), title: 'x'.repeat(101) };
    expect(draftProblems(long)).toEqual({ title: 'tooLong' });
  });

  it('sets two versions side by side, marking what changed', () => {
    const v2: ContentVersion = {
      ...v1,
      version: 2,
      title: 'La panadería 2',
      sentences: [...v1.sentences, { text: 'Sale.', translations: { en: 'She leaves.' } }],
    };
    const rows = compare(v1, v2);
    expect(rows.filter((r) => r.changed).map((r) => r.key)).toEqual(['title', 's2', 's2-en']);
    expect(rows.find((r) => r.key === 's2')).toMatchObject({ before: '', after: 'Sale.' });
    expect(compare(undefined, v1).every((r) => r.changed)).toBe(true);
  });
});
