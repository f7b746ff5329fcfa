import type { WordStatus } from '@/lib/api/words';

/**
 * How a word shows its status, never by colour alone: a new word has a tint
 * and a dotted underline, a learning one another tint and a solid underline,
 * a known one no mark, an ignored one is muted. The legend uses the same.
 */
export const statusMark: Record<WordStatus, string> = {
  new: 'bg-accent-soft underline decoration-accent decoration-dotted decoration-2 underline-offset-4',
  learning:
    'bg-brand-soft underline decoration-brand decoration-solid decoration-2 underline-offset-4',
  known: '',
  ignored: 'text-ink-muted',
};

export const wordStatuses: readonly WordStatus[] = ['new', 'learning', 'known', 'ignored'];
