import type { CuratedDraft } from '@/features/admin/content/curated-api';

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
