/** The look of every link and button of the home toolbar. */
export const itemClass =
  'inline-flex h-10 shrink-0 items-center gap-2 rounded-xl border border-line bg-surface px-3.5 text-sm font-semibold text-ink shadow-sm transition-colors hover:bg-surface-muted disabled:opacity-50';
