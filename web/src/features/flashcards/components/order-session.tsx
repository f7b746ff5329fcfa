import { isControl, isTyping } from '@/features/flashcards/components/key-targets';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type PointerSensorOptions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { PointerEvent as ReactPointerEvent } from 'react';

import { Button } from '@/components/ui/button';
import { useCreateReview } from '@/features/flashcards/api/create-review';
import { AudioButton } from '@/features/flashcards/components/audio-button';
import {
  scoreOrder,
  type OrderScore,
  type Puzzle,
  type Tile,
} from '@/features/flashcards/components/order-words';
import { playExclusively } from '@/features/flashcards/components/playback';
import { PlaybackRateToggle } from '@/features/flashcards/components/playback-rate-toggle';
import { RoundScore } from '@/features/flashcards/components/round-score';
import {
  ShortcutsButton,
  ShortcutsDialog,
} from '@/features/flashcards/components/shortcuts-dialog';
import { cn } from '@/lib/cn';

interface Result {
  puzzle: Puzzle;
  correct: number;
  total: number;
}

/**
 * Drags with a mouse or pen once it has moved a few pixels, so a click still
 * clicks. Touch is left to the TouchSensor (press and hold), so a swipe over
 * the words still scrolls the page.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: ReactPointerEvent, options: PointerSensorOptions) => {
        if (event.pointerType === 'touch' || !event.isPrimary || event.button !== 0) return false;
        options.onActivation?.({ event });
        return true;
      },
    },
  ];
}

// Enter is left to the button (a word goes back to the bank); Space picks up
// and drops, like the sortable examples of dnd-kit.
const keyboardCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter', 'Tab'] };

/** Whole milliseconds from `start` (a performance.now() time) to now. */
function millisecondsSince(start: number): number {
  return Math.round(performance.now() - start);
}

function RightIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m4.5 10.5 3.5 3.5 7.5-8" />
    </svg>
  );
}

function WrongIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      <path d="m5.5 5.5 9 9m0-9-9 9" />
    </svg>
  );
}

const tileClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-xl border px-3 py-2 text-lg font-medium select-none [-webkit-touch-callout:none]';
const liveTileClass =
  'border-line bg-surface shadow-sm transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

interface AnswerTileProps {
  tile: Tile;
  language: string;
  roleDescription: string;
  onReturn: (tile: Tile) => void;
}

/** A word in the learner's sentence: click sends it back; drag or Space moves it. */
function AnswerTile({ tile, language, roleDescription, onReturn }: AnswerTileProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: tile.id, attributes: { roleDescription } });
  // A <button> is a button already: no role attribute.
  const buttonAttributes = { ...attributes, role: undefined };
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative', isDragging && 'z-10')}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        lang={language}
        data-tile={tile.id}
        {...buttonAttributes}
        {...listeners}
        onClick={() => {
          onReturn(tile);
        }}
        className={cn(
          tileClass,
          liveTileClass,
          'touch-manipulation',
          isDragging && 'cursor-grabbing border-brand shadow-lg',
        )}
      >
        {tile.text}
      </button>
    </li>
  );
}

interface OrderSessionProps {
  /** The sentences to rebuild, in study order (see orderPuzzles). */
  puzzles: Puzzle[];
  targetLanguage: string;
  nativeLanguage: string;
  /** The lesson is a guest's local copy: answers are kept in this browser only. */
  local?: boolean;
}

/**
 * Order mode (spec §2 /order?story=): the words of each sentence shuffled;
 * the learner rebuilds it by tapping words from the bank and reordering them
 * by drag or keyboard (dnd-kit). Check marks each position right or wrong,
 * posts the outcome (mode 'order') to /api/v1/reviews, and plays the sentence.
 */
export function OrderSession({
  puzzles,
  targetLanguage,
  nativeLanguage,
  local = false,
}: OrderSessionProps) {
  const { t } = useTranslation('study');
  const [round, setRound] = useState(puzzles);
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState<string[]>([]);
  const [checked, setChecked] = useState<OrderScore | null>(null);
  const [results, setResults] = useState<Result[]>([]);
  const [helpOpen, setHelpOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const review = useCreateReview(local);
  const startedAt = useRef(0);
  const answerList = useRef<HTMLOListElement>(null);
  const bankList = useRef<HTMLUListElement>(null);
  const checkButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const solutionArea = useRef<HTMLDivElement>(null);
  const scoreHeading = useRef<HTMLHeadingElement>(null);
  // Where focus goes after the next render (a tile that moved leaves the DOM).
  const pendingFocus = useRef<(() => void) | null>(null);
  const shown = useRef<{ index: number; round: Puzzle[] } | null>(null);
  // The place last announced while a word is being moved.
  const lastOver = useRef<UniqueIdentifier | null>(null);

  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes,
    }),
  );

  const puzzle = round[index];
  const byId = useMemo(
    () => new Map((puzzle?.solution ?? []).map((tile) => [tile.id, tile])),
    [puzzle],
  );
  const answerTiles = answer.map((id) => byId.get(id)).filter((x): x is Tile => x !== undefined);
  const bankTiles = (puzzle?.shuffled ?? []).filter((tile) => !answer.includes(tile.id));
  const dir = targetLanguage.startsWith('ar') ? 'rtl' : undefined;

  // Times each sentence and moves focus to what comes next (never on page
  // load, nor when StrictMode runs the effect twice).
  useEffect(() => {
    startedAt.current = performance.now();
    const before = shown.current;
    shown.current = { index, round };
    if (before === null || (before.index === index && before.round === round)) return;
    if (round[index]) bankList.current?.querySelector('button')?.focus();
    else scoreHeading.current?.focus();
  }, [index, round]);

  useLayoutEffect(() => {
    const focus = pendingFocus.current;
    pendingFocus.current = null;
    focus?.();
  });

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

  function focusIn(list: HTMLElement | null, at: number): boolean {
    const buttons = list?.querySelectorAll('button') ?? [];
    const target = buttons[Math.min(at, buttons.length - 1)];
    if (!target) return false;
    target.focus();
    return true;
  }

  function place(tile: Tile) {
    if (checked) return;
    const at = bankTiles.findIndex((b) => b.id === tile.id);
    const next = [...answer, tile.id];
    setAnswer(next);
    setAnnouncement(t('order.added', { word: tile.text, n: next.length, m: byId.size }));
    pendingFocus.current = () => {
      if (!focusIn(bankList.current, at)) checkButton.current?.focus();
    };
  }

  function unplace(tile: Tile) {
    if (checked) return;
    const at = answer.indexOf(tile.id);
    setAnswer(answer.filter((id) => id !== tile.id));
    setAnnouncement(t('order.returned', { word: tile.text }));
    pendingFocus.current = () => {
      if (!focusIn(answerList.current, at)) focusIn(bankList.current, 0);
    };
  }

  function reset() {
    if (checked || answer.length === 0) return;
    setAnswer([]);
    setAnnouncement(t('order.resetDone'));
    pendingFocus.current = () => {
      focusIn(bankList.current, 0);
    };
  }

  function check() {
    if (!puzzle || checked || answerTiles.length === 0) return;
    const score = scoreOrder(answerTiles, puzzle.solution);
    setChecked(score);
    setAnnouncement('');
    setResults((r) => [...r, { puzzle, correct: score.correct, total: score.total }]);
    review.mutate({
      cardId: puzzle.card.id,
      mode: 'order',
      orderCorrect: score.correct,
      orderTotal: score.total,
      durationMs: millisecondsSince(startedAt.current),
    });
  }

  function next() {
    setAnswer([]);
    setChecked(null);
    setAnnouncement('');
    setIndex((i) => i + 1);
  }

  function restart(with_: Puzzle[]) {
    setRound(with_);
    setResults([]);
    setAnswer([]);
    setChecked(null);
    setAnnouncement('');
    setIndex(0);
  }

  function play() {
    solutionArea.current?.querySelector<HTMLButtonElement>('button[aria-pressed]')?.click();
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    setAnswer((current) => {
      const from = current.indexOf(String(active.id));
      const to = current.indexOf(String(over.id));
      return from < 0 || to < 0 ? current : arrayMove(current, from, to);
    });
  }

  // The latest handlers, read by the one keydown listener.
  const handlers = useRef({ check, next, play, checked, done: !puzzle });
  useEffect(() => {
    handlers.current = { check, next, play, checked, done: !puzzle };
  });

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target) || document.querySelector('[role="dialog"]')) return;
      const h = handlers.current;
      if (event.key === '?') {
        event.preventDefault();
        setHelpOpen(true);
      } else if (event.key === 'Enter' && !isControl(event.target) && !h.done) {
        event.preventDefault();
        if (h.checked) h.next();
        else h.check();
      } else if ((event.key === 'p' || event.key === 'P') && h.checked) {
        h.play();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  const wordAt = (id: UniqueIdentifier) => byId.get(String(id))?.text ?? '';
  const placeOf = (id: UniqueIdentifier) => answer.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('order.dragStart', {
        word: wordAt(active.id),
        n: placeOf(active.id),
        m: answer.length,
      });
    },
    // Said only when the place changes, so 'Picked up' is not talked over.
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over
        ? t('order.dragOver', { word: wordAt(active.id), n: placeOf(over.id), m: answer.length })
        : t('order.dragAway', { word: wordAt(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('order.dragEnd', { word: wordAt(active.id), n: placeOf(over.id), m: answer.length })
        : t('order.dragCancel', {
            word: wordAt(active.id),
            n: placeOf(active.id),
            m: answer.length,
          }),
    onDragCancel: ({ active }) =>
      t('order.dragCancel', { word: wordAt(active.id), n: placeOf(active.id), m: answer.length }),
  };

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
    const missed = results.filter((r) => r.correct < r.total).map((r) => r.puzzle);
    const rightSentences = results.length - missed.length;
    const rightWords = results.reduce((sum, r) => sum + r.correct, 0);
    const allWords = results.reduce((sum, r) => sum + r.total, 0);
    return (
      <RoundScore
        headingId="order-score"
        headingRef={scoreHeading}
        title={t('order.scoreTitle')}
        score={t('order.score', { correct: rightSentences, total: results.length })}
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
            {m.card.back && (
              <>
                {' '}
                — <span lang={nativeLanguage}>{m.card.back}</span>
              </>
            )}
          </>
        )}
        retryLabel={t('order.retryMissed')}
        restartLabel={t('order.restart')}
        onRetry={() => {
          restart(missed);
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

  const last = index === round.length - 1;
  let checkedList: ReactNode = null;
  if (checked) {
    checkedList = (
      <ol
        lang={targetLanguage}
        dir={dir}
        className="flex min-h-16 flex-wrap gap-2"
        aria-labelledby="order-answer-label"
      >
        {answerTiles.map((tile, i) => {
          const right = checked.marks[i] === true;
          return (
            <li
              key={tile.id}
              className={cn(
                tileClass,
                right
                  ? 'border-brand bg-brand-soft text-ink'
                  : 'border-danger bg-danger-soft text-danger',
              )}
            >
              {right ? <RightIcon /> : <WrongIcon />}
              {tile.text}
              <span className="sr-only">
                {' — '}
                <span lang={nativeLanguage}>
                  {right ? t('order.rightPlace') : t('order.wrongPlace')}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <section
      aria-label={t('order.label')}
      className="mt-6 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <div className="flex items-center justify-between gap-3 text-sm text-ink-muted">
        <p>{t('order.progress', { n: index + 1, m: round.length })}</p>
        {helpButton}
      </div>

      {puzzle.card.back.trim() !== '' && (
        <div className="mt-3">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('order.clue')}
          </p>
          <p lang={nativeLanguage} className="mt-1 text-xl text-balance">
            {puzzle.card.back}
          </p>
        </div>
      )}

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
          checkedList
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t('order.instructions') },
            }}
          >
            <SortableContext items={answer} strategy={rectSortingStrategy}>
              <ol
                ref={answerList}
                dir={dir}
                aria-labelledby="order-answer-label"
                className="flex min-h-12 flex-wrap gap-2"
              >
                {answerTiles.map((tile) => (
                  <AnswerTile
                    key={tile.id}
                    tile={tile}
                    language={targetLanguage}
                    roleDescription={t('order.tileRole')}
                    onReturn={unplace}
                  />
                ))}
              </ol>
            </SortableContext>
            {answer.length === 0 && (
              <p className="px-1 py-2.5 text-ink-muted">{t('order.answerHint')}</p>
            )}
          </DndContext>
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
          <ul
            ref={bankList}
            dir={dir}
            aria-labelledby="order-bank-label"
            className="mt-2 flex min-h-12 flex-wrap gap-2"
          >
            {bankTiles.map((tile) => (
              <li key={tile.id}>
                <button
                  type="button"
                  lang={targetLanguage}
                  data-tile={tile.id}
                  onClick={() => {
                    place(tile);
                  }}
                  className={cn(tileClass, liveTileClass)}
                >
                  {tile.text}
                </button>
              </li>
            ))}
          </ul>
          {bankTiles.length === 0 && (
            <p className="py-2.5 text-sm text-ink-muted">{t('order.bankEmpty')}</p>
          )}
        </>
      )}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <div role="status" className="mt-4 min-h-6">
        {checked && (
          <p className={cn('font-semibold', checked.correct === checked.total ? 'text-brand' : '')}>
            {checked.correct === checked.total
              ? t('order.allRight')
              : t('order.result', { correct: checked.correct, total: checked.total })}
          </p>
        )}
      </div>

      {checked ? (
        <div ref={solutionArea} className="mt-3 border-t border-line pt-4">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('order.solution')}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <p
              lang={targetLanguage}
              dir={dir}
              className="font-display text-2xl font-semibold text-balance"
            >
              {puzzle.card.front}
            </p>
            {puzzle.card.audioUrl && (
              <span className="flex items-center gap-2">
                <AudioButton
                  key={puzzle.card.id}
                  src={puzzle.card.audioUrl}
                  label={t('order.play')}
                />
                <PlaybackRateToggle />
              </span>
            )}
          </div>
          {review.isError && (
            <p role="alert" className="mt-3 text-sm text-danger">
              {t('session.saveError')}
            </p>
          )}
          <Button
            ref={nextButton}
            className="mt-5"
            aria-keyshortcuts="Enter"
            onClick={next}
            onKeyDown={(event) => {
              // A held Enter (the one that checked) must not skip the feedback too.
              if (event.repeat) event.preventDefault();
            }}
          >
            {last ? t('order.finish') : t('order.next')}
          </Button>
        </div>
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
          <Button variant="secondary" disabled={answer.length === 0} onClick={reset}>
            {t('order.reset')}
          </Button>
        </div>
      )}
      {helpDialog}
    </section>
  );
}
