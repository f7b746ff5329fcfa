import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Popover } from 'radix-ui';

import { useIsWide } from '@/components/word-reader/use-is-wide';

interface WordSurfaceProps {
  /** The word the details belong to: the popover points at it, focus returns to it. */
  anchor: HTMLElement | null;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

const closeClass =
  'absolute top-3 right-3 rounded-lg px-2 py-1 text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-ring';
const titleClass = 'pe-10 font-display text-2xl font-semibold';

/**
 * Where a word's details open: on a wide screen a popover at the word, on a
 * phone a sheet at the bottom (at most 60 % of the height). Either closes by
 * its × button, Escape or a tap outside; focus goes into it and comes back
 * to the word.
 */
export function WordSurface({ anchor, title, onClose, children }: WordSurfaceProps) {
  const { t } = useTranslation();
  const wide = useIsWide();
  const virtualRef = useMemo(() => ({ current: anchor }), [anchor]);
  const outside = useRef(false);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (!outside.current) anchor?.focus();
  };
  const close = (open: boolean) => {
    if (!open) onClose();
  };
  const closeButton = <span aria-hidden="true">✕</span>;
  if (wide) {
    return (
      <Popover.Root open onOpenChange={close}>
        <Popover.Anchor virtualRef={virtualRef} />
        <Popover.Portal>
          <Popover.Content
            side="bottom"
            align="start"
            sideOffset={8}
            collisionPadding={12}
            onCloseAutoFocus={returnFocus}
            onInteractOutside={(event) => {
              outside.current = anchor?.contains(event.target as Node) !== true;
            }}
            className="relative z-40 max-h-[min(70vh,32rem)] w-96 max-w-[calc(100vw-1.5rem)] overflow-y-auto rounded-2xl border border-line bg-surface p-4 shadow-xl shadow-ink/15 outline-none"
          >
            <Popover.Title className={titleClass}>{title}</Popover.Title>
            {children}
            <Popover.Close aria-label={t('common.close')} className={closeClass}>
              {closeButton}
            </Popover.Close>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    );
  }
  return (
    <Dialog.Root open onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/30" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[60dvh] overflow-y-auto rounded-t-3xl border-t border-line bg-surface p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl outline-none"
        >
          <Dialog.Title className={titleClass}>{title}</Dialog.Title>
          {children}
          <Dialog.Close aria-label={t('common.close')} className={closeClass}>
            {closeButton}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
