import { useTranslation } from 'react-i18next';

import { AnswerModeToggle } from '@/features/flashcards/components/answer-mode-toggle';
import {
  ShortcutsButton,
  ShortcutsDialog,
} from '@/features/flashcards/components/shortcuts-dialog';
import { UndoGrade, type UndoControl } from '@/features/flashcards/components/undo-grade';

interface TestToolbarProps {
  /** The question's number (1-based) and the question count. */
  n: number;
  m: number;
  typing: boolean;
  answered: boolean;
  onTyping: (typing: boolean) => void;
  helpOpen: boolean;
  onHelpOpen: (open: boolean) => void;
  undo: UndoControl;
}

/** Above a Test question: where the round is, the shortcuts (a dialog), choose or type. */
export function TestToolbar({
  n,
  m,
  typing,
  answered,
  onTyping,
  helpOpen,
  onHelpOpen,
  undo,
}: TestToolbarProps) {
  const { t } = useTranslation('study');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <p className="text-sm text-ink-muted">{t('test.progress', { n, m })}</p>
        <ShortcutsButton
          label={t('test.shortcuts')}
          onOpen={() => {
            onHelpOpen(true);
          }}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <AnswerModeToggle
          label={t('test.answerBy')}
          typing={typing}
          chooseLabel={t('test.choosing')}
          typeLabel={t('test.typing')}
          answered={answered}
          onChange={onTyping}
        />
        <UndoGrade undo={undo} answer />
      </div>
      <ShortcutsDialog
        open={helpOpen}
        onOpenChange={onHelpOpen}
        title={t('test.shortcuts')}
        shortcuts={[
          ['1 2 3 4', t('test.keyChoices')],
          ['Enter', t('test.keyEnter')],
          ['?', t('test.keyHelp')],
          ['Ctrl+Z ⌘Z', t('round.keyUndo')],
        ]}
      />
    </div>
  );
}
