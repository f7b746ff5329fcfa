import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useCreateReview } from '@/features/flashcards/api/create-review';
import { isControl } from '@/features/flashcards/utils/key-targets';
import { OrderBoard } from '@/features/flashcards/components/order-board';
import { OrderSolution } from '@/features/flashcards/components/order-solution';
import { BankTiles, CheckedAnswer } from '@/features/flashcards/components/order-tiles';
import {
  reshuffle,
  scoreOrder,
  type OrderScore,
  type Puzzle,
} from '@/features/flashcards/utils/order-words';
import { playExclusively } from '@/features/flashcards/utils/playback';
import { OrderClue } from '@/features/flashcards/components/study-clue';
import { backLine } from '@/lib/card-back';
import { RoundScore } from '@/features/flashcards/components/round-score';
import {
  ShortcutsButton,
  ShortcutsDialog,
} from '@/features/flashcards/components/shortcuts-dialog';
import { useOrderAnswer } from '@/features/flashcards/hooks/use-order-answer';
import { useRound } from '@/features/flashcards/hooks/use-round';
import { useStudyShortcuts } from '@/features/flashcards/hooks/use-study-shortcuts';
import { cn } from '@/lib/cn';

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
export function OrderSession({
  puzzles,
  targetLanguage,
  nativeLanguage,
  local = false,
}: OrderSessionProps) {
  const { t } = useTranslation('study');
  const round = useRound<Puzzle, OrderScore>(puzzles);
  const [checked, setChecked] = useState<OrderScore | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const review = useCreateReview(local);
  const answerList = useRef<HTMLOListElement>(null);
  const bankList = useRef<HTMLUListElement>(null);
  const checkButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const solutionArea = useRef<HTMLDivElement>(null);
  const scoreHeading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<{ index: number; items: Puzzle[] } | null>(null);

  const puzzle = round.current;
  const { seed, index, items } = round;
  const byId = useMemo(
    () => new Map((puzzle?.solution ?? []).map((tile) => [tile.id, tile])),
    [puzzle],
  );
  const shuffled = useMemo(() => (puzzle ? reshuffle(puzzle, seed) : []), [puzzle, seed]);
  const built = useOrderAnswer({
    byId,
    shuffled,
    locked: checked !== null,
    bankList,
    answerList,
    checkButton,
  });
  const { answer, tiles: answerTiles, bank: bankTiles } = built;
  const dir = targetLanguage.startsWith('ar') ? 'rtl' : undefined;

  // Moves focus to what comes next (never on page load, nor when StrictMode
  // runs the effect twice).
  useEffect(() => {
    const before = shown.current;
    shown.current = { index, items };
    if (before === null || (before.index === index && before.items === items)) return;
    if (items[index]) bankList.current?.querySelector('button')?.focus();
    else scoreHeading.current?.focus();
  }, [index, items]);

  // After Check: the Next button takes focus and the sentence plays.
  useEffect(() => {
    if (!checked) return;
    nextButton.current?.focus();
    const audio = solutionArea.current?.querySelector('audio');
    if (audio) {
      playExclusively(audio).catch(() => {
        // Autoplay refused or no file: the play button is still there.
      });
    }
  }, [checked]);

  function check() {
    if (!puzzle || checked || answerTiles.length === 0) return;
    const score = scoreOrder(answerTiles, puzzle.solution);
    setChecked(score);
    built.setAnnouncement('');
    round.record(puzzle, score.correct === score.total, score);
    review.mutate({
      cardId: puzzle.card.id,
      mode: 'order',
      orderCorrect: score.correct,
      orderTotal: score.total,
      durationMs: round.elapsed(),
    });
  }

  function clear() {
    built.clear();
    setChecked(null);
  }

  function next() {
    clear();
    round.next();
  }

  function restart(with_: Puzzle[]) {
    clear();
    round.restart(with_);
  }

  useStudyShortcuts({
    '?': () => {
      setHelpOpen(true);
    },
    Enter: (event) => {
      if (isControl(event.target) || !puzzle) return false;
      if (checked) next();
      else check();
    },
    p: () => {
      if (!checked) return false;
      solutionArea.current?.querySelector<HTMLButtonElement>('button[aria-pressed]')?.click();
    },
  });

  const helpButton = (
    <ShortcutsButton
      label={t('order.shortcuts')}
      onOpen={() => {
        setHelpOpen(true);
      }}
    />
  );

  const helpDialog = (
    <ShortcutsDialog
      open={helpOpen}
      onOpenChange={setHelpOpen}
      title={t('order.shortcuts')}
      shortcuts={(
        [
          ['Enter', 'keyEnter'],
          ['Enter', 'keyWord'],
          ['Space', 'keyPick'],
          ['← → ↑ ↓', 'keyMove'],
          ['Esc', 'keyCancel'],
          ['P', 'keyPlay'],
          ['?', 'keyHelp'],
        ] as const
      ).map(([keys, label]) => [keys, t(`order.${label}`)] as const)}
    />
  );

  if (!puzzle) {
    const rightWords = round.results.reduce((sum, r) => sum + r.detail.correct, 0);
    const allWords = round.results.reduce((sum, r) => sum + r.detail.total, 0);
    return (
      <RoundScore
        headingId="order-score"
        headingRef={scoreHeading}
        title={t('order.scoreTitle')}
        score={t('order.score', { correct: round.score, total: round.results.length })}
        detail={t('order.wordScore', { correct: rightWords, total: allWords })}
        allRight={t('order.allDone')}
        missedTitle={t('order.missed')}
        missed={round.missed}
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
        onRetry={() => {
          restart(round.missed);
        }}
        onRestart={() => {
          restart(puzzles);
        }}
        aside={helpButton}
      >
        {helpDialog}
      </RoundScore>
    );
  }

  return (
    <section
      aria-label={t('order.label')}
      className="mt-6 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <div className="flex items-center justify-between gap-3 text-sm text-ink-muted">
        <p>{t('order.progress', { n: index + 1, m: items.length })}</p>
        {helpButton}
      </div>

      <OrderClue card={puzzle.card} nativeLanguage={nativeLanguage} />

      <h2
        id="order-answer-label"
        className="mt-6 text-xs font-semibold tracking-wide text-ink-muted uppercase"
      >
        {t('order.answer')}
      </h2>
      <div
        className={cn(
          'mt-2 rounded-2xl border-2 border-dashed p-3',
          checked ? 'border-transparent px-0' : 'border-line',
        )}
      >
        {checked ? (
          <CheckedAnswer
            tiles={answerTiles}
            score={checked}
            targetLanguage={targetLanguage}
            nativeLanguage={nativeLanguage}
            dir={dir}
          />
        ) : (
          <OrderBoard
            answer={answer}
            setAnswer={built.setAnswer}
            byId={byId}
            targetLanguage={targetLanguage}
            dir={dir}
            onReturn={built.unplace}
            listRef={answerList}
          />
        )}
      </div>

      {!checked && (
        <>
          <h2
            id="order-bank-label"
            className="mt-6 text-xs font-semibold tracking-wide text-ink-muted uppercase"
          >
            {t('order.bank')}
          </h2>
          <BankTiles
            listRef={bankList}
            tiles={bankTiles}
            targetLanguage={targetLanguage}
            dir={dir}
            onPlace={built.place}
          />
          {bankTiles.length === 0 && (
            <p className="py-2.5 text-sm text-ink-muted">{t('order.bankEmpty')}</p>
          )}
        </>
      )}

      <p aria-live="polite" className="sr-only">
        {built.announcement}
      </p>

      <div role="status" className="mt-4 min-h-6">
        {checked && (
          <p
            className={cn('font-semibold', checked.correct === checked.total ? 'text-success' : '')}
          >
            {checked.correct === checked.total
              ? t('order.allRight')
              : t('order.result', { correct: checked.correct, total: checked.total })}
          </p>
        )}
      </div>

      {checked ? (
        <OrderSolution
          areaRef={solutionArea}
          nextRef={nextButton}
          card={puzzle.card}
          targetLanguage={targetLanguage}
          dir={dir}
          saveFailed={review.isError}
          nextLabel={round.last ? t('order.finish') : t('order.next')}
          onNext={next}
        />
      ) : (
        <div className="mt-2 flex flex-wrap gap-3">
          <Button
            ref={checkButton}
            aria-keyshortcuts="Enter"
            disabled={answer.length === 0}
            onClick={check}
          >
            {t('order.check')}
          </Button>
          <Button variant="secondary" disabled={answer.length === 0} onClick={built.reset}>
            {t('order.reset')}
          </Button>
        </div>
      )}
      {helpDialog}
    </section>
  );
}
