import { useTranslation } from 'react-i18next';

import { AnswerModeToggle } from '@/features/flashcards/components/answer-mode-toggle';
import {
  ShortcutsButton,
  ShortcutsDialog,
} from '@/features/flashcards/components/shortcuts-dialog';
import { UndoGrade, type UndoControl } from '@/features/flashcards/components/undo-grade';
import { missingShortcuts } from '@/features/flashcards/hooks/use-missing-keys';

interface MissingToolbarProps {
  /** The question's number (1-based) and the question count. */
  n: number;
  m: number;
  typing: boolean;
  answered: boolean;
  canChoose: boolean;
  onTyping: (typing: boolean) => void;
  helpOpen: boolean;
  onHelpOpen: (open: boolean) => void;
  undo: UndoControl;
}

/** Above a Missing question: where the round is, choose or type, and the shortcuts (a dialog). */
export function MissingToolbar({
  n,
  m,
  typing,
  answered,
  canChoose,
  onTyping,
  helpOpen,
  onHelpOpen,
  undo,
}: MissingToolbarProps) {
  const { t } = useTranslation('study');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <p className="text-sm text-ink-muted">{t('missing.progress', { n, m })}</p>
        <ShortcutsButton
          label={t('missing.shortcuts')}
          onOpen={() => {
            onHelpOpen(true);
          }}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <AnswerModeToggle
          label={t('missing.answerMode')}
          typing={typing}
          chooseLabel={t('missing.choose')}
          typeLabel={t('missing.type')}
          answered={answered}
          canChoose={canChoose}
          onChange={onTyping}
        />
        <UndoGrade undo={undo} answer />
      </div>
      <ShortcutsDialog
        open={helpOpen}
        onOpenChange={onHelpOpen}
        title={t('missing.shortcuts')}
        shortcuts={[
          ...missingShortcuts.map(([keys, label]) => [keys, t(`missing.${label}`)] as const),
          ['Ctrl+Z ⌘Z', t('round.keyUndo')],
        ]}
      />
    </div>
  );
}
