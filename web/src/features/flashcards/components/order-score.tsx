import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { RoundScore } from '@/features/flashcards/components/round-score';
import type { UndoControl } from '@/features/flashcards/components/undo-grade';
import type { RoundResult } from '@/features/flashcards/utils/round-state';
import type { OrderScore as Score } from '@/features/flashcards/utils/score-order';
import type { Puzzle } from '@/features/flashcards/utils/order-words';
import { backLine } from '@/lib/card-back';

interface OrderScoreProps {
  headingRef: Ref<HTMLHeadingElement>;
  results: RoundResult<Puzzle, Score>[];
  /** Right on the first try. */
  score: number;
  missed: Puzzle[];
  targetLanguage: string;
  nativeLanguage: string;
  dir: 'rtl' | undefined;
  onRetry: () => void;
  onRestart: () => void;
  /** Beside the heading (the shortcuts button). */
  aside: ReactNode;
  undo: UndoControl;
  /** After the buttons (the shortcuts dialog). */
  children: ReactNode;
}

/** The end of an Order round: sentences and words right, the sentences missed, and again. */
export function OrderScore({
  headingRef,
  results,
  score,
  missed,
  targetLanguage,
  nativeLanguage,
  dir,
  onRetry,
  onRestart,
  aside,
  undo,
  children,
}: OrderScoreProps) {
  const { t } = useTranslation('study');
  const rightWords = results.reduce((sum, r) => sum + r.detail.correct, 0);
  const allWords = results.reduce((sum, r) => sum + r.detail.total, 0);
  return (
    <RoundScore
      headingId="order-score"
      headingRef={headingRef}
      title={t('order.scoreTitle')}
      score={t('order.score', { correct: score, total: results.length })}
      detail={t('order.wordScore', { correct: rightWords, total: allWords })}
      allRight={t('order.allDone')}
      missedTitle={t('order.missed')}
      missed={missed}
      missedKey={(m) => m.card.id}
      renderMissed={(m) => (
        <>
          <span lang={targetLanguage} dir={dir} className="font-medium">
            {m.card.front}
          </span>
          {backLine(m.card) && (
            <>
              {' '}
              — <span lang={nativeLanguage}>{backLine(m.card)}</span>
            </>
          )}
        </>
      )}
      retryLabel={t('order.retryMissed')}
      restartLabel={t('order.restart')}
      onRetry={onRetry}
      onRestart={onRestart}
      aside={aside}
      undo={undo}
    >
      {children}
    </RoundScore>
  );
}
