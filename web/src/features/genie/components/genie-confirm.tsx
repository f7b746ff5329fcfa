import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';

interface GenieConfirmProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Without a cancel label the dialog only acknowledges (the granted wish). */
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const overlay = 'fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px]';
const content =
  'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-line bg-surface p-6 shadow-2xl outline-none';

/**
 * The Genie's questions (product §13): 'Use a Mystical Star?', 'Buy 3 Wishes for
 * 111 Credits?' (the server's price) and the acknowledgement 'Your Wish Has Been Granted!'.
 */
export function GenieConfirm({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: GenieConfirmProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content className={content}>
          <AlertDialog.Title className="font-display text-xl font-semibold tracking-tight">
            <span aria-hidden="true" className="text-accent">
              ★{' '}
            </span>
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 text-sm text-ink-muted">{description}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {cancelLabel && (
              <AlertDialog.Cancel
                disabled={busy}
                className="inline-flex h-11 items-center justify-center rounded-xl border border-line bg-surface px-4 text-sm font-semibold shadow-sm hover:bg-surface-muted disabled:opacity-50"
              >
                {cancelLabel}
              </AlertDialog.Cancel>
            )}
            <AlertDialog.Action
              disabled={busy}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
              className="inline-flex h-11 items-center justify-center rounded-xl bg-brand px-4 text-sm font-semibold text-on-brand shadow-sm hover:bg-brand-strong disabled:opacity-50"
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
