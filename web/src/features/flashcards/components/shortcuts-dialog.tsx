import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';

interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Each shortcut: the keys as shown, and what they do. */
  shortcuts: readonly (readonly [keys: string, action: string])[];
}

/** The '?' overlay of a study mode: its keyboard shortcuts as a definition list. */
export function ShortcutsDialog({ open, onOpenChange, title, shortcuts }: ShortcutsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle className="text-xl font-semibold">{title}</DialogTitle>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {shortcuts.map(([keys, action]) => (
            <div key={action} className="contents">
              <dt>
                <kbd className="rounded border border-line px-1.5 py-0.5 font-mono">{keys}</kbd>
              </dt>
              <dd>{action}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}

/** The small '?' button that opens a mode's shortcuts dialog (also opened by the '?' key). */
export function ShortcutsButton({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <Button
      variant="ghost"
      className="h-8 px-2"
      aria-label={label}
      aria-keyshortcuts="?"
      onClick={onOpen}
    >
      ?
    </Button>
  );
}
