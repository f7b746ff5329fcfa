import type { ContentVersion } from '@/features/admin/content/content-api';
import { translationLanguages } from '@/features/admin/content/story-draft';

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
