import { useTranslation } from 'react-i18next';

import {
  ShortcutsButton,
  ShortcutsDialog,
} from '@/features/flashcards/components/shortcuts-dialog';

const shortcutKeys = [
  ['Enter', 'keyEnter'],
  ['Enter', 'keyWord'],
  ['Space', 'keyPick'],
  ['← → ↑ ↓', 'keyMove'],
  ['Esc', 'keyCancel'],
  ['P', 'keyPlay'],
  ['?', 'keyHelp'],
] as const;

/** The button that opens Order mode's keyboard shortcuts. */
export function OrderHelpButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('study');
  return <ShortcutsButton label={t('order.shortcuts')} onOpen={onOpen} />;
}

interface OrderHelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Order mode's keyboard shortcuts. */
export function OrderHelpDialog({ open, onOpenChange }: OrderHelpDialogProps) {
  const { t } = useTranslation('study');
  return (
    <ShortcutsDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('order.shortcuts')}
      shortcuts={[
        ...shortcutKeys.map(([keys, label]) => [keys, t(`order.${label}`)] as const),
        ['Ctrl+Z ⌘Z', t('round.keyUndo')],
      ]}
    />
  );
}
