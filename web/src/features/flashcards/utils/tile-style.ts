/** The look of a word tile in Order mode, and of one that can still be moved. */
export const tileClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-xl border px-3 py-2 text-lg font-medium select-none [-webkit-touch-callout:none]';
export const liveTileClass =
  'border-line bg-surface shadow-sm transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
