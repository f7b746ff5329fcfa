import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DueCounts } from '@/features/flashcards/api/create-review';
import { ReviewCard } from '@/features/flashcards/components/review-card';
import { ReviewDone } from '@/features/flashcards/components/review-done';
import {
  ShortcutsButton,
  ShortcutsDialog,
} from '@/features/flashcards/components/shortcuts-dialog';
import { UndoGrade } from '@/features/flashcards/components/undo-grade';
import { useReview } from '@/features/flashcards/hooks/use-review';
import { useReviewAnnouncement } from '@/features/flashcards/hooks/use-review-announcement';
import { cardIntervals, type ReviewCard as Card } from '@/features/flashcards/utils/review-state';
import { dueText } from '@/lib/due-today';

interface ReviewSessionProps {
  /** The lesson's cards in study order (the queue's due, then new cards). */
  cards: Card[];
  /** The due-today counts before the first answer. */
  initialCounts: DueCounts;
  targetLanguage: string;
  nativeLanguage: string;
  /** Whose direction the cards are asked in (decision 0051): the lesson's id, or 'random'. */
  lesson: string;
  /** 'random' draws from every lesson: the counts shown are then those of all lessons. */
  mode?: 'review' | 'random';
  /** The lesson is a guest's local copy: answers are kept in this browser only. */
  local?: boolean;
  /** At the end of the round, instead of starting the same cards again (Random draws anew). */
  onRestart?: () => void;
  restartLabel?: string;
}

const shortcutKeys = [
  ['Space', 'keySpace'],
  ['1 2 3 4', 'keyGrades'],
  ['← →', 'keyArrows'],
  ['P', 'keyPlay'],
  ['Ctrl+Z ⌘Z', 'keyUndo'],
  ['?', 'keyHelp'],
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
  lesson,
  mode = 'review',
  local = false,
  onRestart,
  restartLabel,
}: ReviewSessionProps) {
  const { t } = useTranslation('study');
  const [helpOpen, setHelpOpen] = useState(false);
  const [showPronunciation, setShowPronunciation] = useState(false);
  const openHelp = () => {
    setHelpOpen(true);
  };
  const session = useReview({
    cards,
    initialCounts,
    mode,
    local,
    lesson,
    onHelp: openHelp,
  });
  const { state, card, done, review, cardRef, audioRef, go, grade, show } = session;
  const announcement = useReviewAnnouncement(state, session.way);

  return (
    <section
      aria-label={t('review.label')}
      className="mt-6 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
        <p>
          {done
            ? t('review.doneTitle')
            : t('review.progress', { n: state.round.index + 1, m: cards.length })}
        </p>
        <p data-testid="due-today">
          {t('review.dueToday', { due: dueText(state.counts), new: state.counts.new })}
        </p>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={session.autoplay}
            onChange={(event) => {
              session.setAutoplay(event.target.checked);
            }}
            className="size-4 accent-brand"
          />
          {t('review.autoplay')}
        </label>
        <ShortcutsButton label={t('review.shortcuts')} onOpen={openHelp} />
        <UndoGrade undo={session.undo} />
      </div>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {done || !card ? (
        <ReviewDone
          empty={cards.length === 0}
          restartLabel={restartLabel}
          onRestart={() => {
            if (onRestart) onRestart();
            else go(0);
          }}
        />
      ) : (
        <ReviewCard
          card={card}
          index={state.round.index}
          flipped={state.flipped}
          way={session.way}
          blocked={session.blocked}
          intervals={cardIntervals(state, card)}
          saving={review.isPending}
          saveFailed={review.isError}
          cardRef={cardRef}
          audioRef={audioRef}
          onShow={show}
          onGrade={grade}
          onGo={go}
          targetLanguage={targetLanguage}
          nativeLanguage={nativeLanguage}
          showPronunciation={showPronunciation}
          local={local}
          onTogglePronunciation={() => {
            setShowPronunciation((s) => !s);
          }}
        />
      )}

      <ShortcutsDialog
        open={helpOpen}
        onOpenChange={setHelpOpen}
        title={t('review.shortcuts')}
        shortcuts={shortcutKeys.map(([keys, label]) => [keys, t(`review.${label}`)] as const)}
      />
    </section>
  );
}
