import type { ContentVersion, SaveContentBody } from '@/features/admin/content/content-api';

/** The quick-story scenarios, in header order. */
export const scenarios = ['coffee', 'lost', 'kitchen', 'phone'] as const;
export type Scenario = (typeof scenarios)[number];

export const levels = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;

/** The languages we translate quick stories into (the story's own needs none). */
const humanLanguages = ['en', 'es'] as const;

/** Bounds the server enforces too (internal/builtin/draft.go). */
export const bounds = { title: 100, sentence: 300, translation: 400, sentences: 30, note: 200 };

export interface DraftSentence {
  text: string;
  translations: Record<string, string>;
}

/** The story form's state. */
export interface StoryDraft {
  language: string;
  slug: Scenario;
  /** The newest version when the form was opened (0: none saved). */
  baseVersion: number;
  level: string;
  title: string;
  titleTranslations: Record<string, string>;
  sentences: DraftSentence[];
  note: string;
}

/** The languages a story in `language` is translated into. */
export function translationLanguages(language: string): string[] {
  return humanLanguages.filter((l) => l !== language);
}

/** A sentence with nothing written yet, and a slot for each translation. */
export function blankSentence(language: string): DraftSentence {
  return {
    text: '',
    translations: Object.fromEntries(translationLanguages(language).map((l) => [l, ''])),
  };
}

/** A new story: one empty sentence. */
export function emptyDraft(language: string, slug: Scenario): StoryDraft {
  return {
    language,
    slug,
    baseVersion: 0,
    level: 'A2',
    title: '',
    titleTranslations: Object.fromEntries(translationLanguages(language).map((l) => [l, ''])),
    sentences: [blankSentence(language)],
    note: '',
  };
}

/** The form opened on the newest version of a story (`newest` is its number). */
export function draftOf(v: ContentVersion, newest: number): StoryDraft {
  const langs = translationLanguages(v.language);
  const pick = (m: Record<string, string> | undefined) =>
    Object.fromEntries(langs.map((l) => [l, m?.[l] ?? '']));
  return {
    language: v.language,
    slug: v.slug,
    baseVersion: newest,
    level: v.level,
    title: v.title,
    titleTranslations: pick(v.titleTranslations),
    sentences: v.sentences.map((s) => ({
      text: s.text,
      translations: pick(s.translations),
    })),
    note: '',
  };
}

/** The request body of a draft. */
export function bodyOf(d: StoryDraft): SaveContentBody {
  return {
    language: d.language,
    slug: d.slug,
    baseVersion: d.baseVersion,
    level: d.level,
    title: d.title.trim(),
    titleTranslations: d.titleTranslations,
    sentences: d.sentences.map((s) => ({ text: s.text.trim(), translations: s.translations })),
    ...(d.note.trim() ? { note: d.note.trim() } : {}),
  };
}
