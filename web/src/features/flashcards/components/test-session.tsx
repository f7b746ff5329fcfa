import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useCreateReview } from '@/features/flashcards/api/create-review';
import { ChoiceGrid } from '@/features/flashcards/components/choice-grid';
import { checkTyped } from '@/features/flashcards/components/grading';
import { RoundScore } from '@/features/flashcards/components/round-score';
import {
  ShortcutsButton,
  ShortcutsDialog,
} from '@/features/flashcards/components/shortcuts-dialog';
import { choicesFor, roundSeed } from '@/features/flashcards/components/study-order';
import { cn } from '@/lib/cn';
import type { Flashcard } from '@/lib/guest-stories';

/** Whole milliseconds from `start` (a performance.now() time) to now. */
function millisecondsSince(start: number): number {
  return Math.round(performance.now() - start);
}

interface Answer {
  correct: boolean;
  /** Typed with a typo or two: counted as right (the server grades it Hard). */
  close?: boolean;
  /** The choice picked, in multiple-choice questions. */
  picked?: string;
}

interface TestSessionProps {
  /** The cards to test, in study order; each has a translation. */
  cards: Flashcard[];
  targetLanguage: string;
  nativeLanguage: string;
  /** The lesson is a guest's local copy: answers are kept in this browser only. */
  local?: boolean;
}

/**
 * Test mode (spec §2 /test): questions alternate between four choices and
 * typing the translation. Each outcome goes to /api/v1/reviews (mode 'test'),
 * where the server grades it; the end shows the score and the missed cards.
 */
export function TestSession({
  cards,
  targetLanguage,
  nativeLanguage,
  local = false,
}: TestSessionProps) {
  const { t } = useTranslation('study');
  const [round, setRound] = useState(cards);
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [results, setResults] = useState<{ card: Flashcard; correct: boolean }[]>([]);
  const [typed, setTyped] = useState('');
  const startedAt = useRef(0);
  const nextButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const review = useCreateReview(local);

  const [answerBy, setAnswerBy] = useState<'choosing' | 'typing'>('choosing');
  const [helpOpen, setHelpOpen] = useState(false);
  const card = round[index];
  // A new seed each round: choices and their places change from round to round.
  const [seed, setSeed] = useState(roundSeed);
  const choices = useMemo(() => (card ? choicesFor(card, cards, seed) : []), [card, cards, seed]);
  const typedMode = answerBy === 'typing' || choices.length < 2;

  const choiceGroup = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Times each question; moves focus to what comes next (not on page load).
  useEffect(() => {
    startedAt.current = performance.now();
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (answer !== null) nextButton.current?.focus();
    else if (input.current) input.current.focus();
    else choiceGroup.current?.querySelector('button')?.focus();
  }, [index, answer, round, answerBy]);

  function submit(correct: boolean, typedAnswer?: string, picked?: string) {
    if (!card || answer) return;
    const close = typedAnswer !== undefined && checkTyped(typedAnswer, card.back) === 'close';
    setAnswer({
      correct,
      ...(close ? { close } : {}),
      ...(picked === undefined ? {} : { picked }),
    });
    setResults((r) => [...r, { card, correct }]);
    review.mutate({
      cardId: card.id,
      mode: 'test',
      correct,
      durationMs: millisecondsSince(startedAt.current),
      // The server grades a typed answer itself (typos within a tolerance are Hard).
      ...(typedAnswer === undefined ? {} : { typedAnswer, expected: card.back }),
    });
  }

  // Keys 1–4 pick a choice (the buttons show their number).
  const pick = useRef<(n: number) => void>(() => undefined);
  useEffect(() => {
    pick.current = (n: number) => {
      const choice = choices[n - 1];
      if (!card || typedMode || answer || choice === undefined) return;
      submit(choice === card.back, undefined, choice);
    };
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      if (target instanceof HTMLElement && ['INPUT', 'TEXTAREA'].includes(target.tagName)) return;
      if (document.querySelector('[role="dialog"]')) return;
      if (['1', '2', '3', '4'].includes(event.key)) pick.current(Number(event.key));
      else if (event.key === '?') {
        event.preventDefault();
        setHelpOpen(true);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  function next() {
    setAnswer(null);
    setTyped('');
    setIndex((i) => i + 1);
  }

  function restart(with_: Flashcard[]) {
    setSeed(roundSeed());
    setRound(with_);
    setResults([]);
    setAnswer(null);
    setTyped('');
    setIndex(0);
  }

  if (!card) {
    const missed = results.filter((r) => !r.correct).map((r) => r.card);
    const right = results.length - missed.length;
    return (
      <RoundScore
        headingId="test-score"
        title={t('test.scoreTitle')}
        score={t('test.score', { correct: right, total: results.length })}
        allRight={t('test.allRight')}
        missedTitle={t('test.missed')}
        missed={missed}
        missedKey={(m) => m.id}
        renderMissed={(m) => (
          <>
            <span lang={targetLanguage} className="font-medium">
              {m.front}
            </span>{' '}
            — <span lang={nativeLanguage}>{m.back}</span>
          </>
        )}
        retryLabel={t('test.retryMissed')}
        restartLabel={t('test.restart')}
        onRetry={() => {
          restart(missed);
        }}
        onRestart={() => {
          restart(cards);
        }}
      />
    );
  }

  const last = index === round.length - 1;
  return (
    <section
      aria-label={t('test.title')}
      className="mt-6 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          {t('test.progress', { n: index + 1, m: round.length })}
        </p>
        <ShortcutsButton
          label={t('test.shortcuts')}
          onOpen={() => {
            setHelpOpen(true);
          }}
        />
        <div
          role="group"
          aria-label={t('test.answerBy')}
          className="inline-flex rounded-xl bg-surface-muted p-0.5 text-sm"
        >
          {(['choosing', 'typing'] as const).map((way) => (
            <button
              key={way}
              type="button"
              aria-pressed={answerBy === way}
              disabled={answer !== null}
              onClick={() => {
                setAnswerBy(way);
              }}
              className={cn(
                'rounded-lg px-2.5 py-1 font-semibold focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60',
                answerBy === way
                  ? 'bg-surface text-ink shadow-sm'
                  : 'text-ink-muted hover:text-ink',
              )}
            >
              {t(`test.${way}`)}
            </button>
          ))}
        </div>
      </div>
      <p className="mt-4 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t('test.prompt')}
      </p>
      <p lang={targetLanguage} className="mt-1 font-display text-2xl font-semibold sm:text-3xl">
        {card.front}
      </p>

      {typedMode ? (
        <form
          className="mt-5 flex flex-col gap-3 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            if (answer) {
              next();
              return;
            }
            if (!typed.trim()) return;
            submit(checkTyped(typed, card.back) !== 'wrong', typed);
          }}
        >
          <label className="flex-1">
            <span className="sr-only">{t('test.typeLabel')}</span>
            <input
              ref={input}
              lang={nativeLanguage}
              value={typed}
              readOnly={answer !== null}
              placeholder={t('test.typeLabel')}
              onChange={(event) => {
                setTyped(event.target.value);
              }}
              className="h-10 w-full rounded-xl border border-line bg-surface px-3 focus-visible:outline-2 focus-visible:outline-ring"
            />
          </label>
          {answer === null && (
            <Button type="submit" aria-keyshortcuts="Enter">
              {t('test.check')}
            </Button>
          )}
        </form>
      ) : (
        <ChoiceGrid
          ref={choiceGroup}
          choices={choices}
          label={t('test.choices')}
          lang={nativeLanguage}
          isRight={(choice) => choice === card.back}
          answered={answer !== null}
          picked={answer?.picked}
          onPick={(choice) => {
            submit(choice === card.back, undefined, choice);
          }}
        />
      )}

      <div role="status" className="mt-4 min-h-6">
        {answer &&
          (answer.close ? (
            <p className="font-semibold text-brand">
              <span aria-hidden="true">✓ </span>
              <span>{t('test.close', { answer: card.back })}</span>
            </p>
          ) : answer.correct ? (
            <p className="font-semibold text-brand">
              <span aria-hidden="true">✓ </span>
              <span>{t('test.correct')}</span>
            </p>
          ) : (
            <p className="font-semibold text-danger">
              <span aria-hidden="true">✗ </span>
              <span>{t('test.wrong', { answer: card.back })}</span>
            </p>
          ))}
      </div>
      {review.isError && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t('session.saveError')}
        </p>
      )}
      {answer && (
        <Button
          ref={nextButton}
          className="mt-4"
          onClick={next}
          onKeyDown={(event) => {
            // A held Enter (the one that checked) must not skip the feedback too.
            if (event.repeat) event.preventDefault();
          }}
        >
          {last ? t('test.finish') : t('test.next')}
        </Button>
      )}
      <ShortcutsDialog
        open={helpOpen}
        onOpenChange={setHelpOpen}
        title={t('test.shortcuts')}
        shortcuts={[
          ['1 2 3 4', t('test.keyChoices')],
          ['Enter', t('test.keyEnter')],
          ['?', t('test.keyHelp')],
        ]}
      />
    </section>
  );
}
