import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SignUpOffer } from '@/components/sign-up-offer';
import { Button } from '@/components/ui/button';
import { useCreateReview, type DueCounts } from '@/features/flashcards/api/create-review';
import { AudioButton } from '@/features/flashcards/components/audio-button';
import { usableImage } from '@/features/flashcards/utils/card-problems';
import { formatInterval, type GradeIntervals } from '@/features/flashcards/utils/grade-intervals';
import { HintList } from '@/features/flashcards/components/hint-list';
import { CardBack } from '@/components/card-back/card-back';
import { backLine } from '@/lib/card-back';
import { isControl } from '@/features/flashcards/utils/key-targets';
import { playExclusively } from '@/features/flashcards/utils/playback';
import {
  ShortcutsButton,
  ShortcutsDialog,
} from '@/features/flashcards/components/shortcuts-dialog';
import { useStudyShortcuts } from '@/features/flashcards/hooks/use-study-shortcuts';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';

import type { Flashcard } from '@/lib/api/lesson-types';
import { SaveError } from '@/features/flashcards/components/save-error';
import { Pronunciation } from '@/components/pronunciation';

/** A card to review; Random mode's cards carry their own lesson's title and languages. */
type ReviewCard = Flashcard & {
  /** What each grade would schedule, from the server (absent for a local copy). */
  intervals?: GradeIntervals;
  storyTitle?: string;
  targetLanguage?: string;
  nativeLanguage?: string;
};

interface ReviewSessionProps {
  /** The lesson's cards in study order (the queue's due, then new cards). */
  cards: ReviewCard[];
  /** The due-today counts before the first answer. */
  initialCounts: DueCounts;
  targetLanguage: string;
  nativeLanguage: string;
  /** 'random' draws from every lesson: the counts shown are then those of all lessons. */
  mode?: 'review' | 'random';
  /** The lesson is a guest's local copy: answers are kept in this browser only. */
  local?: boolean;
  /** At the end of the round, instead of starting the same cards again (Random draws anew). */
  onRestart?: () => void;
  restartLabel?: string;
}

/** A horizontal swipe at least this long (px), and more across than down, moves a card. */
const swipeDistance = 60;

const grades = [
  { grade: 1, key: 'again' },
  { grade: 2, key: 'hard' },
  { grade: 3, key: 'good' },
  { grade: 4, key: 'easy' },
] as const;

/**
 * Review mode (product §7 /flashcards): one card at a time, flipped with Space or
 * 'Show answer', graded Again/Hard/Good/Easy (keys 1–4), each grade posted to
 * /api/v1/reviews. ←/→ move, P plays the audio, ? lists the shortcuts.
 */
export function ReviewSession({
  cards,
  initialCounts,
  targetLanguage,
  nativeLanguage,
  mode = 'review',
  local = false,
  onRestart,
  restartLabel,
}: ReviewSessionProps) {
  const { t, i18n } = useTranslation('study');
  const [index, setIndex] = useState(0);
  // A graded card's intervals from then on, for the next time round.
  const [graded, setGraded] = useState<ReadonlyMap<string, GradeIntervals>>(new Map());
  const [flipped, setFlipped] = useState(false);
  const [showPronunciation, setShowPronunciation] = useState(false);
  const [counts, setCounts] = useState(initialCounts);
  const [helpOpen, setHelpOpen] = useState(false);
  const [lastGrade, setLastGrade] = useState<number | null>(null);
  const review = useCreateReview(local);
  const cardRef = useRef<HTMLDivElement>(null);
  const [autoplay, setAutoplay] = useState(() => readStorage(storageKeys.autoplay) === 'on');
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const done = index >= cards.length;
  const card = cards[index];
  const front = card?.targetLanguage ?? targetLanguage;
  const back = card?.nativeLanguage ?? nativeLanguage;

  // Set while a grade is being saved: a second grade, or moving on before the
  // answer is saved, would grade twice or skip a card.
  const saving = useRef(false);
  const [moved, setMoved] = useState(false);

  function go(to: number) {
    if (saving.current) return;
    setMoved(true);
    setIndex(Math.max(0, Math.min(cards.length, to)));
    setFlipped(false);
    setLastGrade(null);
  }

  function grade(value: number) {
    if (!card || !flipped || saving.current) return;
    saving.current = true;
    review.mutate(
      { cardId: card.id, mode, grade: value },
      {
        onSuccess: (result) => {
          const left = mode === 'random' ? result.dueTodayAll : result.dueToday;
          if (left) setCounts(left);
          // Kept in this browser only: no counts come back; a new card is one new card fewer.
          else setCounts((c) => (c.new > 0 ? { ...c, new: c.new - 1 } : c));
          setLastGrade(result.grade ?? value);
          const next = result.intervals;
          if (next) setGraded((m) => new Map(m).set(card.id, next));
          setMoved(true);
          setIndex((i) => i + 1);
          setFlipped(false);
        },
        onSettled: () => {
          saving.current = false;
        },
      },
    );
  }

  function playAudio() {
    cardRef.current?.querySelector<HTMLButtonElement>('button[aria-pressed]')?.click();
  }

  // After a flip or a move, focus the card (the button pressed may be gone).
  const firstShown = useRef(true);
  useEffect(() => {
    if (firstShown.current) {
      firstShown.current = false;
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected || active === cardRef.current) {
      cardRef.current?.focus({ preventScroll: true });
    }
  }, [index, flipped]);

  // Autoplay: each card's audio as it is shown. A browser may refuse sound
  // before the first click or key press; the play button is still there.
  const cardId = card?.id;
  useEffect(() => {
    if (!autoplay || cardId === undefined) return;
    const element = cardRef.current?.querySelector('audio');
    if (element) playExclusively(element).catch(() => undefined);
  }, [autoplay, cardId]);

  const gradeKey = (event: KeyboardEvent) => {
    grade(Number(event.key));
  };
  useStudyShortcuts({
    '?': () => {
      setHelpOpen(true);
    },
    // Space on a button presses it; not while a grade is being saved (the next card comes unflipped).
    ' ': (event) => {
      if (isControl(event.target) || done || saving.current) return false;
      setFlipped((f) => !f);
    },
    '1': gradeKey,
    '2': gradeKey,
    '3': gradeKey,
    '4': gradeKey,
    ArrowLeft: () => {
      go(index - 1);
    },
    ArrowRight: () => {
      go(index + 1);
    },
    p: playAudio,
  });

  const intervals = card ? (graded.get(card.id) ?? card.intervals) : undefined;
  const gradeName = (value: number) =>
    t(`review.${grades.find((g) => g.grade === value)?.key ?? 'good'}`);

  return (
    <section
      aria-label={t('review.label')}
      className="mt-6 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
        <p>
          {done ? t('review.doneTitle') : t('review.progress', { n: index + 1, m: cards.length })}
        </p>
        <p data-testid="due-today">{t('review.dueToday', { due: counts.due, new: counts.new })}</p>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={autoplay}
            onChange={(event) => {
              setAutoplay(event.target.checked);
              writeStorage(storageKeys.autoplay, event.target.checked ? 'on' : 'off');
            }}
            className="size-4 accent-brand"
          />
          {t('review.autoplay')}
        </label>
        <ShortcutsButton
          label={t('review.shortcuts')}
          onOpen={() => {
            setHelpOpen(true);
          }}
        />
      </div>

      <p aria-live="polite" className="sr-only">
        {card && flipped
          ? t('review.answerShown', { answer: backLine(card) || t('review.noTranslation') })
          : [
              lastGrade !== null ? t('review.graded', { grade: gradeName(lastGrade) }) : '',
              card && moved
                ? t('review.cardShown', { n: index + 1, m: cards.length, text: card.front })
                : '',
            ]
              .filter(Boolean)
              .join(' ')}
      </p>

      {done || !card ? (
        <div className="py-8 text-center">
          {cards.length === 0 ? (
            <p className="text-lg text-ink-muted">{t('review.nothingDue')}</p>
          ) : (
            <>
              <p className="text-xl font-semibold">{t('review.doneTitle')}</p>
              <p className="mt-2 text-ink-muted">{t('review.done')}</p>
              <Button
                className="mt-4"
                onClick={() => {
                  if (onRestart) onRestart();
                  else go(0);
                }}
              >
                {restartLabel ?? t('review.restart')}
              </Button>
              <SignUpOffer reason="round" className="mx-auto mt-6 max-w-md" />
            </>
          )}
        </div>
      ) : (
        <div
          ref={cardRef}
          // Focus comes here after a flip or a new card, so it is never lost
          // with the button that went away, and the keys go on working.
          tabIndex={-1}
          className="mt-5 touch-pan-y outline-none"
          // Touch (issue 6: under 768 px): swipe left for the next card, right
          // for the previous one. Pointer events cover touch and pen alike.
          onPointerDown={(event) => {
            if (event.pointerType === 'mouse') return;
            swipeStart.current = { x: event.clientX, y: event.clientY };
          }}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
          onPointerUp={(event) => {
            const start = swipeStart.current;
            swipeStart.current = null;
            if (!start) return;
            const dx = event.clientX - start.x;
            const dy = event.clientY - start.y;
            // A tap on the card (not on one of its controls) flips it.
            const onControl =
              event.target instanceof Element &&
              event.target.closest('button, a, input, label, audio') !== null;
            if (!flipped && !onControl && Math.abs(dx) < 10 && Math.abs(dy) < 10) {
              setFlipped(true);
              return;
            }
            if (window.innerWidth >= 768) return;
            if (Math.abs(dx) < swipeDistance || Math.abs(dx) < 2 * Math.abs(dy)) return;
            go(dx < 0 ? index + 1 : index - 1);
          }}
        >
          {card.storyTitle && (
            <p className="mb-3 text-sm text-ink-muted">
              {t('random.from')} <span lang={front}>{card.storyTitle}</span>
            </p>
          )}
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {t('review.front')}
              </p>
              <p
                lang={front}
                className="mt-1 font-display text-2xl font-semibold text-balance sm:text-3xl"
              >
                {card.front}
              </p>
              {card.pronunciation && (
                <div className="mt-2">
                  <button
                    type="button"
                    aria-expanded={showPronunciation}
                    onClick={() => {
                      setShowPronunciation((s) => !s);
                    }}
                    className="text-sm font-medium text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {showPronunciation
                      ? t('review.hidePronunciation')
                      : t('review.showPronunciation')}
                  </button>
                  {showPronunciation && (
                    <p className="mt-1 font-mono text-base">
                      <Pronunciation text={card.pronunciation} />
                    </p>
                  )}
                </div>
              )}
            </div>
            {card.audioUrl && (
              <AudioButton key={card.id} src={card.audioUrl} label={t('review.play')} />
            )}
          </div>
          {usableImage(card.imageUrl) && (
            <img
              src={card.imageUrl}
              alt={t('review.image', { text: card.front })}
              className="mt-4 max-h-64 rounded-xl object-cover"
            />
          )}

          {flipped ? (
            <div className="mt-5 border-t border-line pt-5">
              <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {t('review.back')}
              </p>
              <CardBack card={card} targetLanguage={front} nativeLanguage={back} own large />
              <HintList hints={card.hints} targetLanguage={front} nativeLanguage={back} />
              <div
                role="group"
                aria-label={t('review.grades')}
                // On a phone: one row of four at the bottom of the screen, under the thumb.
                className="mt-5 grid grid-cols-4 gap-2 max-sm:sticky max-sm:bottom-0 max-sm:-mx-5 max-sm:border-t max-sm:border-line max-sm:bg-surface max-sm:px-3 max-sm:py-3 sm:flex sm:flex-wrap"
              >
                {grades.map((g) => (
                  <Button
                    key={g.grade}
                    variant={g.grade === 3 ? 'primary' : 'secondary'}
                    aria-keyshortcuts={String(g.grade)}
                    disabled={review.isPending}
                    onClick={() => {
                      grade(g.grade);
                    }}
                    className="h-auto min-h-10 px-2 py-1 sm:px-4"
                  >
                    <span className="flex flex-col items-center leading-tight">
                      {t(`review.${g.key}`)}
                      {intervals && (
                        <span data-testid="grade-interval" className="text-xs font-normal">
                          {formatInterval(intervals[g.key], i18n.language)}
                        </span>
                      )}
                    </span>
                    <kbd
                      aria-hidden="true"
                      className="hidden text-xs opacity-70 pointer-fine:inline"
                    >
                      {g.grade}
                    </kbd>
                  </Button>
                ))}
              </div>
            </div>
          ) : (
            <Button
              className="mt-5"
              aria-keyshortcuts="Space"
              onClick={() => {
                setFlipped(true);
              }}
            >
              {t('review.showAnswer')}
            </Button>
          )}
          {review.isError && <SaveError className="mt-3" />}
          <div className="mt-5 flex justify-between">
            <Button
              variant="ghost"
              aria-keyshortcuts="ArrowLeft"
              disabled={index === 0}
              onClick={() => {
                go(index - 1);
              }}
            >
              ← {t('review.previous')}
            </Button>
            <Button
              variant="ghost"
              aria-keyshortcuts="ArrowRight"
              onClick={() => {
                go(index + 1);
              }}
            >
              {t('review.next')} →
            </Button>
          </div>
        </div>
      )}

      <ShortcutsDialog
        open={helpOpen}
        onOpenChange={setHelpOpen}
        title={t('review.shortcuts')}
        shortcuts={(
          [
            ['Space', 'keySpace'],
            ['1 2 3 4', 'keyGrades'],
            ['← →', 'keyArrows'],
            ['P', 'keyPlay'],
            ['?', 'keyHelp'],
          ] as const
        ).map(([keys, label]) => [keys, t(`review.${label}`)] as const)}
      />
    </section>
  );
}
