import { useTranslation } from 'react-i18next';

import { MissedSentence } from '@/features/flashcards/components/missing-sentence';
import { RoundScore } from '@/features/flashcards/components/round-score';
import type { UndoControl } from '@/features/flashcards/components/undo-grade';
import type { Blank } from '@/features/flashcards/utils/missing-word';

interface MissingScoreProps {
  /** Right on the first try, out of `total`. */
  score: number;
  total: number;
  missed: Blank[];
  targetLanguage: string;
  nativeLanguage: string;
  onRetry: () => void;
  onRestart: () => void;
  undo: UndoControl;
}

/** The end of a Missing-word round: the first-try score, the sentences missed, and again. */
export function MissingScore({
  score,
  total,
  missed,
  targetLanguage,
  nativeLanguage,
  onRetry,
  onRestart,
  undo,
}: MissingScoreProps) {
  const { t } = useTranslation('study');
  return (
    <RoundScore
      headingId="missing-score"
      title={t('missing.scoreTitle')}
      score={t('missing.scoreFirstTry', { correct: score, total })}
      allRight={t('missing.allRight')}
      missedTitle={t('missing.missed')}
      missed={missed}
      missedKey={(m) => m.card.id}
      renderMissed={(m) => (
        <MissedSentence blank={m} targetLanguage={targetLanguage} nativeLanguage={nativeLanguage} />
      )}
      retryLabel={t('missing.retryMissed')}
      restartLabel={t('missing.restart')}
      onRetry={onRetry}
      onRestart={onRestart}
      undo={undo}
    />
  );
}
