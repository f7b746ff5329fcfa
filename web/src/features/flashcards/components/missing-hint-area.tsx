import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { MissingHint } from '@/features/flashcards/components/missing-sentence';
import type { Blank } from '@/features/flashcards/utils/missing-word';

interface MissingHintAreaProps {
  blank: Blank;
  nativeLanguage: string;
  answered: boolean;
  hintUsed: boolean;
  onShowHint: () => void;
}

/** Before the answer: 'Show hint' (H), then the hint itself, said to screen readers. */
export function MissingHintArea({
  blank,
  nativeLanguage,
  answered,
  hintUsed,
  onShowHint,
}: MissingHintAreaProps) {
  const { t } = useTranslation('study');
  return (
    <>
      {!answered && (
        <div className="mt-4">
          {hintUsed ? null : (
            <Button variant="ghost" className="h-8 px-2" aria-keyshortcuts="H" onClick={onShowHint}>
              {t('missing.showHint')}
            </Button>
          )}
        </div>
      )}
      <div aria-live="polite" className="text-sm">
        {hintUsed && !answered && <MissingHint blank={blank} nativeLanguage={nativeLanguage} />}
      </div>
    </>
  );
}
