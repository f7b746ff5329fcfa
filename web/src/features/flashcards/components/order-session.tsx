import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useCreateReview } from '@/features/flashcards/api/create-review';
import { isControl } from '@/features/flashcards/utils/key-targets';
import { OrderAnswer, OrderBank } from '@/features/flashcards/components/order-answer';
import { OrderSolution } from '@/features/flashcards/components/order-solution';
import { reshuffle, type Puzzle } from '@/features/flashcards/utils/order-words';
import { scoreOrder, type OrderScore as Score } from '@/features/flashcards/utils/score-order';
import { OrderClue } from '@/features/flashcards/components/study-clue';
import { OrderScore } from '@/features/flashcards/components/order-score';
import { OrderVerdict } from '@/features/flashcards/components/order-verdict';
import {
  ShortcutsButton,
  ShortcutsDialog,
} from '@/features/flashcards/components/shortcuts-dialog';
import { useOrderAnswer } from '@/features/flashcards/hooks/use-order-answer';
import { useOrderFocus } from '@/features/flashcards/hooks/use-order-focus';
import { useRound } from '@/features/flashcards/hooks/use-round';
import { useStudyShortcuts } from '@/features/flashcards/hooks/use-study-shortcuts';

interface OrderSessionProps {
  /** The sentences to rebuild, in study order (see orderPuzzles). */
  puzzles: Puzzle[];
  targetLanguage: string;
  nativeLanguage: string;
  /** The lesson is a guest's local copy: answers are kept in this browser only. */
  local?: boolean;
}

const shortcutKeys = [
  ['Enter', 'keyEnter'],
  ['Enter', 'keyWord'],
  ['Space', 'keyPick'],
  ['← → ↑ ↓', 'keyMove'],
  ['Esc', 'keyCancel'],
  ['P', 'keyPlay'],
  ['?', 'keyHelp'],
] as const;

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
  const round = useRound<Puzzle, Score>(puzzles);
  const [checked, setChecked] = useState<Score | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const review = useCreateReview(local);
  const answerList = useRef<HTMLOListElement>(null);
  const checkButton = useRef<HTMLButtonElement>(null);

  const puzzle = round.current;
  const { seed, index, items } = round;
  const { bankList, scoreHeading, nextButton, audio } = useOrderFocus(index, items, checked);
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
      audio.current?.toggle();
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
      shortcuts={shortcutKeys.map(([keys, label]) => [keys, t(`order.${label}`)] as const)}
    />
  );

  if (!puzzle) {
    return (
      <OrderScore
        headingRef={scoreHeading}
        results={round.results}
        score={round.score}
        missed={round.missed}
        targetLanguage={targetLanguage}
        nativeLanguage={nativeLanguage}
        dir={dir}
        onRetry={() => {
          restart(round.missed);
        }}
        onRestart={() => {
          restart(puzzles);
        }}
        aside={helpButton}
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
        <p>{t('order.progress', { n: index + 1, m: items.length })}</p>
        {helpButton}
      </div>

      <OrderClue card={puzzle.card} nativeLanguage={nativeLanguage} />

      <OrderAnswer
        checked={checked}
        answer={answer}
        setAnswer={built.setAnswer}
        tiles={answerTiles}
        byId={byId}
        targetLanguage={targetLanguage}
        nativeLanguage={nativeLanguage}
        dir={dir}
        onReturn={built.unplace}
        listRef={answerList}
      />

      {!checked && (
        <OrderBank
          listRef={bankList}
          tiles={bankTiles}
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
          audioRef={audio}
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
