import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCreateReview } from '@/features/flashcards/api/create-review';
import { AnswerModeToggle } from '@/features/flashcards/components/answer-mode-toggle';
import { ChoiceGrid } from '@/features/flashcards/components/choice-grid';
import { FeedbackLine, NextButton } from '@/features/flashcards/components/next-button';
import { RoundScore } from '@/features/flashcards/components/round-score';
import {
  ShortcutsButton,
  ShortcutsDialog,
} from '@/features/flashcards/components/shortcuts-dialog';
import { choicesFor } from '@/features/flashcards/utils/study-order';
import { SaveError } from '@/features/flashcards/components/save-error';
import { TypedAnswerForm } from '@/features/flashcards/components/typed-answer-form';
import { useRound } from '@/features/flashcards/hooks/use-round';
import {
  choiceShortcuts,
  useStudyShortcuts,
} from '@/features/flashcards/hooks/use-study-shortcuts';
import type { Flashcard } from '@/lib/api/lesson-types';

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
 * Test mode (product §7 /test): questions alternate between four choices and
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
  const round = useRound<Flashcard>(cards);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [typed, setTyped] = useState('');
  const nextButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const review = useCreateReview(local);

  const [typing, setTyping] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const card = round.current;
  const { seed } = round;
  const choices = useMemo(() => (card ? choicesFor(card, cards, seed) : []), [card, cards, seed]);
  const typedMode = typing || choices.length < 2;

  const choiceGroup = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Moves focus to what comes next (not on page load).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (answer !== null) nextButton.current?.focus();
    else if (input.current) input.current.focus();
    else choiceGroup.current?.querySelector('button')?.focus();
  }, [round.index, answer, round.items, typing]);

  function submit(correct: boolean, typedAnswer?: string, picked?: string, close = false) {
    if (!card || answer) return;
    setAnswer({
      correct,
      ...(close ? { close } : {}),
      ...(picked === undefined ? {} : { picked }),
    });
    round.record(card, correct);
    review.mutate({
      cardId: card.id,
      mode: 'test',
      correct,
      durationMs: round.elapsed(),
      // The server grades a typed answer itself (typos within a tolerance are Hard).
      ...(typedAnswer === undefined ? {} : { typedAnswer, expected: card.back }),
    });
  }

  function pick(choice: string) {
    if (card) submit(choice === card.back, undefined, choice);
  }

  useStudyShortcuts({
    '?': () => {
      setHelpOpen(true);
    },
    ...choiceShortcuts(choices, (choice) => {
      if (typedMode || answer) return false;
      pick(choice);
    }),
  });

  function next() {
    setAnswer(null);
    setTyped('');
    round.next();
  }

  function restart(with_: Flashcard[]) {
    setAnswer(null);
    setTyped('');
    round.restart(with_);
  }

  if (!card) {
    return (
      <RoundScore
        headingId="test-score"
        title={t('test.scoreTitle')}
        score={t('test.score', { correct: round.score, total: round.results.length })}
        allRight={t('test.allRight')}
        missedTitle={t('test.missed')}
        missed={round.missed}
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
          restart(round.missed);
        }}
        onRestart={() => {
          restart(cards);
        }}
      />
    );
  }

  return (
    <section
      aria-label={t('test.title')}
      className="mt-6 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          {t('test.progress', { n: round.index + 1, m: round.items.length })}
        </p>
        <ShortcutsButton
          label={t('test.shortcuts')}
          onOpen={() => {
            setHelpOpen(true);
          }}
        />
        <AnswerModeToggle
          label={t('test.answerBy')}
          typing={typing}
          chooseLabel={t('test.choosing')}
          typeLabel={t('test.typing')}
          answered={answer !== null}
          onChange={setTyping}
        />
      </div>
      <p className="mt-4 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t('test.prompt')}
      </p>
      <p lang={targetLanguage} className="mt-1 font-display text-2xl font-semibold sm:text-3xl">
        {card.front}
      </p>

      {typedMode ? (
        <TypedAnswerForm
          inputRef={input}
          value={typed}
          onChange={setTyped}
          expected={card.back}
          answered={answer !== null}
          lang={nativeLanguage}
          label={t('test.typeLabel')}
          checkLabel={t('test.check')}
          onAnswer={(verdict, text) => {
            submit(verdict !== 'wrong', text, undefined, verdict === 'close');
          }}
          onNext={next}
        />
      ) : (
        <ChoiceGrid
          ref={choiceGroup}
          choices={choices}
          label={t('test.choices')}
          lang={nativeLanguage}
          isRight={(choice) => choice === card.back}
          answered={answer !== null}
          picked={answer?.picked}
          onPick={pick}
        />
      )}

      <div role="status" className="mt-4 min-h-6">
        {answer && (
          <FeedbackLine
            right={answer.correct}
            text={
              answer.close
                ? t('test.close', { answer: card.back })
                : answer.correct
                  ? t('test.correct')
                  : t('test.wrong', { answer: card.back })
            }
          />
        )}
      </div>
      {review.isError && <SaveError className="mt-2" />}
      {answer && (
        <NextButton
          ref={nextButton}
          className="mt-4"
          label={round.last ? t('test.finish') : t('test.next')}
          onNext={next}
        />
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
