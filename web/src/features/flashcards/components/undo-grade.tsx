import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';

/** What undo offers a session (useUndoGrade in Review, useRoundUndo in Test, Missing, Order). */
export interface UndoControl {
  /** Something of this round can be taken back. */
  canUndo: boolean;
  undo: () => Promise<void>;
  pending: boolean;
  /** Why the last undo failed (the server's words; true: no words), or null. */
  error: string | true | null;
}

/**
 * "Undo grade" ("Undo answer" in the modes that grade answers) while one of
 * this round can be taken back (Ctrl+Z / ⌘Z too), and why the last undo failed.
 */
export function UndoGrade({ undo, answer = false }: { undo: UndoControl; answer?: boolean }) {
  const { t } = useTranslation('study');
  if (!undo.canUndo && undo.error === null) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {undo.canUndo && (
        <Button
          type="button"
          variant="secondary"
          aria-keyshortcuts="Control+Z Meta+Z"
          disabled={undo.pending}
          onClick={() => {
            void undo.undo();
          }}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M9 14 4 9l5-5" />
            <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
          </svg>
          {answer ? t('round.undo') : t('review.undo')}
        </Button>
      )}
      {undo.error !== null && (
        <p role="alert" className="text-sm text-danger">
          {undo.error === true
            ? answer
              ? t('round.undoFailed')
              : t('review.undoFailed')
            : undo.error}
        </p>
      )}
    </div>
  );
}
