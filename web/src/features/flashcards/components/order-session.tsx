import { useTranslation } from 'react-i18next';

import { OrderActions } from '@/features/flashcards/components/order-actions';
import { OrderAnswer, OrderBank } from '@/features/flashcards/components/order-answer';
import { OrderHelpButton, OrderHelpDialog } from '@/features/flashcards/components/order-help';
import { OrderScore } from '@/features/flashcards/components/order-score';
import { OrderSolution } from '@/features/flashcards/components/order-solution';
import { OrderVerdict } from '@/features/flashcards/components/order-verdict';
import { UndoGrade } from '@/features/flashcards/components/undo-grade';
import { OrderClue } from '@/features/flashcards/components/study-clue';
import { useOrderSession } from '@/features/flashcards/hooks/use-order-session';
import type { Puzzle } from '@/features/flashcards/utils/order-words';

interface OrderSessionProps {
  /** The sentences to rebuild, in study order (see orderPuzzles). */
  puzzles: Puzzle[];
  targetLanguage: string;
  nativeLanguage: string;
  /** The lesson is a guest's local copy: answers are kept in this browser only. */
  local?: boolean;
}

/**
 * Order mode (product §7 /order?story=): the words of each sentence shuffled
 * (anew each round, never in the right order); the learner rebuilds it by
 * tapping words from the bank and reordering them by drag or keyboard
 * (dnd-kit). Check marks each position right or wrong, posts the outcome
 * (mode 'order') to /api/v1/reviews, and plays the sentence.
 */
export function OrderSession(props: OrderSessionProps) {
  const { puzzles, targetLanguage, nativeLanguage, local = false } = props;
  const { t } = useTranslation('study');
  const { round, puzzle, checked, built, focus, byId, answerList, checkButton, ...s } =
    useOrderSession(puzzles, local);
  const dir = targetLanguage.startsWith('ar') ? ('rtl' as const) : undefined;
  const languages = { targetLanguage, nativeLanguage, dir };

  const helpButton = <OrderHelpButton onOpen={s.openHelp} />;
  const helpDialog = <OrderHelpDialog open={s.helpOpen} onOpenChange={s.setHelpOpen} />;

  if (!puzzle) {
    return (
      <OrderScore
        headingRef={focus.scoreHeading}
        results={round.results}
        score={round.score}
        missed={round.missed}
        {...languages}
        onRetry={s.retry}
        onRestart={s.restartAll}
        aside={helpButton}
        undo={s.undo}
      >
        {helpDialog}
      </OrderScore>
    );
  }

  return (
    <section
      aria-label={t('order.label')}
      className="mt-6 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <div className="flex items-center justify-between gap-3 text-sm text-ink-muted">
        <p>{t('order.progress', { n: round.index + 1, m: round.items.length })}</p>
        <div className="flex flex-wrap items-center justify-end gap-2">
          <UndoGrade undo={s.undo} answer />
          {helpButton}
        </div>
      </div>

      <OrderClue card={puzzle.card} nativeLanguage={nativeLanguage} />

      <OrderAnswer
        checked={checked}
        answer={built.answer}
        setAnswer={built.setAnswer}
        tiles={built.tiles}
        byId={byId}
        {...languages}
        onReturn={built.unplace}
        listRef={answerList}
      />

      {!checked && (
        <OrderBank
          listRef={focus.bankList}
          tiles={built.bank}
          targetLanguage={targetLanguage}
          dir={dir}
          onPlace={built.place}
        />
      )}

      <p aria-live="polite" className="sr-only">
        {built.announcement}
      </p>

      <OrderVerdict checked={checked} />

      {checked ? (
        <OrderSolution
          audioRef={focus.audio}
          nextRef={focus.nextButton}
          card={puzzle.card}
          targetLanguage={targetLanguage}
          dir={dir}
          saveFailed={s.saveFailed}
          nextLabel={round.last ? t('order.finish') : t('order.next')}
          onNext={s.next}
        />
      ) : (
        <OrderActions
          checkRef={checkButton}
          empty={built.answer.length === 0}
          onCheck={s.check}
          onReset={built.reset}
        />
      )}
      {helpDialog}
    </section>
  );
}
