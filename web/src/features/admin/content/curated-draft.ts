import type { CuratedDraft, CuratedVersion } from '@/features/admin/content/curated-api';

/** The server's bounds (builtin.MaxTitle, MaxStoryContent). */
export const curatedBounds = { title: 100, text: 2000 } as const;

/** What the browser can tell is wrong before saving, by field. */
export function curatedProblems(d: CuratedDraft): Record<string, 'required' | 'tooLong' | 'same'> {
  const out: Record<string, 'required' | 'tooLong' | 'same'> = {};
  const title = d.title.trim();
  const text = d.text.trim();
  if (d.id === '' && d.targetLanguage === d.nativeLanguage) out.target = 'same';
  if (title === '') out.title = 'required';
  else if (Array.from(title).length > curatedBounds.title) out.title = 'tooLong';
  if (text === '') out.text = 'required';
  else if (Array.from(text).length > curatedBounds.text) out.text = 'tooLong';
  return out;
}

/**
 * What the form opens on: the curated story being edited, or a blank one in
 * the first language learners can learn, explained in English when it may be.
 */
export function curatedDraftOf(editing: CuratedVersion | null, languages: string[]): CuratedDraft {
  if (!editing) {
    return {
      id: '',
      baseVersion: 0,
      targetLanguage: languages[0] ?? 'es',
      nativeLanguage: languages.find((l) => l === 'en') ?? 'en',
      title: '',
      text: '',
    };
  }
  return {
    id: editing.id,
    baseVersion: editing.version,
    targetLanguage: editing.targetLanguage,
    nativeLanguage: editing.nativeLanguage,
    title: editing.title,
    text: editing.text,
  };
}
