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

function blankSentence(language: string): DraftSentence {
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

export function addSentence(d: StoryDraft, at: number): StoryDraft {
  if (d.sentences.length >= bounds.sentences) return d;
  const sentences = [...d.sentences];
  sentences.splice(at, 0, blankSentence(d.language));
  return { ...d, sentences };
}

export function removeSentence(d: StoryDraft, at: number): StoryDraft {
  if (d.sentences.length <= 1) return d;
  return { ...d, sentences: d.sentences.filter((_, i) => i !== at) };
}

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

/** One row of the side-by-side view: a part of the story in two versions. */
export interface CompareRow {
  key: string;
  /** i18n label: title, level, sentence (with n), … */
  label: { kind: 'title' | 'level' | 'sentence' | 'translation'; n?: number; language?: string };
  before: string;
  after: string;
  changed: boolean;
}

/** The parts of two versions side by side (before may be absent: a new story). */
export function compare(before: ContentVersion | undefined, after: ContentVersion): CompareRow[] {
  const rows: CompareRow[] = [];
  const push = (key: string, label: CompareRow['label'], b: string, a: string) => {
    rows.push({ key, label, before: b, after: a, changed: b !== a });
  };
  push('title', { kind: 'title' }, before?.title ?? '', after.title);
  push('level', { kind: 'level' }, before?.level ?? '', after.level);
  const langs = translationLanguages(after.language);
  const bs = before?.sentences ?? [];
  const as = after.sentences;
  for (let i = 0; i < Math.max(bs.length, as.length); i++) {
    push(`s${String(i)}`, { kind: 'sentence', n: i + 1 }, bs[i]?.text ?? '', as[i]?.text ?? '');
    for (const l of langs)
      push(
        `s${String(i)}-${l}`,
        { kind: 'translation', n: i + 1, language: l },
        bs[i]?.translations[l] ?? '',
        as[i]?.translations[l] ?? '',
      );
  }
  return rows;
}
