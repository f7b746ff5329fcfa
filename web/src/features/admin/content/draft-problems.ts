import {
  bounds,
  translationLanguages,
  type StoryDraft,
} from '@/features/admin/content/story-draft';

/** Length in code points, as the server counts (Go's utf8.RuneCountInString). */
const runes = (text: string) => Array.from(text).length;

/**
 * What the browser can say before asking the server: each problem keyed by
 * the server's field name (sentences.2.translations.en, …), so one map shows
 * both. Empty when the draft may be sent.
 */
export function draftProblems(d: StoryDraft): Record<string, 'required' | 'tooLong'> {
  const out: Record<string, 'required' | 'tooLong'> = {};
  const check = (field: string, text: string, max: number) => {
    if (!text.trim()) out[field] = 'required';
    else if (runes(text.trim()) > max) out[field] = 'tooLong';
  };
  check('title', d.title, bounds.title);
  for (const l of translationLanguages(d.language))
    check(`titleTranslations.${l}`, d.titleTranslations[l] ?? '', bounds.title);
  d.sentences.forEach((s, i) => {
    check(`sentences.${String(i + 1)}.text`, s.text, bounds.sentence);
    for (const l of translationLanguages(d.language))
      check(
        `sentences.${String(i + 1)}.translations.${l}`,
        s.translations[l] ?? '',
        bounds.translation,
      );
  });
  if (runes(d.note.trim()) > bounds.note) out.note = 'tooLong';
  return out;
}
