import { blankSentence, bounds, type StoryDraft } from '@/features/admin/content/story-draft';

/** A blank sentence inserted at `at` (the draft unchanged at the limit of sentences). */
export function addSentence(d: StoryDraft, at: number): StoryDraft {
  if (d.sentences.length >= bounds.sentences) return d;
  const sentences = [...d.sentences];
  sentences.splice(at, 0, blankSentence(d.language));
  return { ...d, sentences };
}

/** The draft without its sentence `at` (a story keeps at least one). */
export function removeSentence(d: StoryDraft, at: number): StoryDraft {
  if (d.sentences.length <= 1) return d;
  return { ...d, sentences: d.sentences.filter((_, i) => i !== at) };
}

/** Changes a sentence's text or one of its translations. */
export function setSentence(
  d: StoryDraft,
  at: number,
  patch: { text?: string; language?: string; translation?: string },
): StoryDraft {
  return {
    ...d,
    sentences: d.sentences.map((s, i) => {
      if (i !== at) return s;
      const next = { ...s, translations: { ...s.translations } };
      if (patch.text !== undefined) next.text = patch.text;
      if (patch.language !== undefined && patch.translation !== undefined)
        next.translations[patch.language] = patch.translation;
      return next;
    }),
  };
}
