import { useEffect, type ReactNode, type Ref } from 'react';

import { SignUpOffer } from '@/components/sign-up-offer';
import { Button } from '@/components/ui/button';
import { UndoGrade, type UndoControl } from '@/features/flashcards/components/undo-grade';
import { track } from '@/lib/insight/track';

interface RoundScoreProps<T> {
  headingId: string;
  headingRef?: Ref<HTMLHeadingElement>;
  title: string;
  score: string;
  /** A second line under the score (e.g. words in the right place). */
  detail?: string;
  allRight: string;
  missedTitle: string;
  missed: T[];
  missedKey: (item: T) => string;
  renderMissed: (item: T) => ReactNode;
  retryLabel: string;
  restartLabel: string;
  onRetry: () => void;
  onRestart: () => void;
  /** Beside the heading (e.g. the shortcuts button). */
  aside?: ReactNode;
  /** The round's last answer taken back (decision 0052). */
  undo?: UndoControl;
  /** After the buttons (e.g. the shortcuts dialog). */
  children?: ReactNode;
}

/** The end of a graded round (Test, Missing, Order): the score, what was missed, and again. */
export function RoundScore<T>({
  headingId,
  headingRef,
  title,
  score,
  detail,
  allRight,
  missedTitle,
  missed,
  missedKey,
  renderMissed,
  retryLabel,
  restartLabel,
  onRetry,
  onRestart,
  aside,
  undo,
  children,
}: RoundScoreProps<T>) {
  useEffect(() => {
    track('study_round_finished');
  }, []);
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-3xl border border-line bg-surface p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      <p className="mt-2 text-2xl font-semibold">{score}</p>
      {detail && <p className="mt-1 text-ink-muted">{detail}</p>}
      {missed.length === 0 ? (
        <p className="mt-3 text-ink-muted">{allRight}</p>
      ) : (
        <>
          <h3 className="mt-5 font-semibold">{missedTitle}</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {missed.map((item) => (
              <li key={missedKey(item)}>{renderMissed(item)}</li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {missed.length > 0 && <Button onClick={onRetry}>{retryLabel}</Button>}
        <Button variant={missed.length > 0 ? 'secondary' : 'primary'} onClick={onRestart}>
          {restartLabel}
        </Button>
      </div>
      {undo && (
        <div className="mt-4">
          <UndoGrade undo={undo} answer />
        </div>
      )}
      <SignUpOffer reason="round" className="mt-6" />
      {children}
    </section>
  );
}
