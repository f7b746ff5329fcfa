import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useCreateReview } from '@/features/flashcards/api/create-review';
import { AnswerModeToggle } from '@/features/flashcards/components/answer-mode-toggle';
import { AudioButton } from '@/features/flashcards/components/audio-button';
import { ChoiceGrid } from '@/features/flashcards/components/choice-grid';
import { isControl } from '@/features/flashcards/utils/key-targets';
import {
  MissedSentence,
  MissingHint,
  MissingSentence,
} from '@/features/flashcards/components/missing-sentence';
import { missingChoices, type Blank } from '@/features/flashcards/utils/missing-word';
import { FeedbackLine, NextButton } from '@/features/flashcards/components/next-button';
import { playExclusively } from '@/features/flashcards/utils/playback';
import { PlaybackRateToggle } from '@/features/flashcards/components/playback-rate-toggle';
import { RoundScore } from '@/features/flashcards/components/round-score';
import {
  ShortcutsButton,
  ShortcutsDialog,
} from '@/features/flashcards/components/shortcuts-dialog';
import { SaveError } from '@/features/flashcards/components/save-error';
import { MissingClue } from '@/features/flashcards/components/study-clue';
import { TypedAnswerForm } from '@/features/flashcards/components/typed-answer-form';
import { useMissingAnswer } from '@/features/flashcards/hooks/use-missing-answer';
import { useRound } from '@/features/flashcards/hooks/use-round';
import {
  choiceShortcuts,
  useStudyShortcuts,
} from '@/features/flashcards/hooks/use-study-shortcuts';
import type { Flashcard } from '@/lib/api/lesson-types';

interface MissingSessionProps {
  /** The questions, in study order. */
  blanks: Blank[];
  /** Every card of the lesson, for the distractors. */
  lesson: Flashcard[];
  targetLanguage: string;
  nativeLanguage: string;
  /** The lesson is a guest's local copy: answers are kept in this browser only. */
  local?: boolean;
}

/**
 * Missing-word mode (product §7 /missing): a sentence with one content word
 * blanked, the translation as a clue; answered by choosing (keys 1–4) or by
 * typing, with one more try after a wrong answer and a hint on demand. The
 * answer plays the sentence's audio and is posted to /api/v1/reviews
 * (mode 'missing'), where the server grades it.
 */
export function MissingSession({
  blanks,
  lesson,
  targetLanguage,
  nativeLanguage,
  local = false,
}: MissingSessionProps) {
  const { t } = useTranslation('study');
  const round = useRound<Blank>(blanks);
  const [typingChosen, setTypingChosen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const choiceGroup = useRef<HTMLDivElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const audioBox = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const review = useCreateReview(local);

  const blank = round.current;
  const q = useMissingAnswer(blank, {
    elapsed: round.elapsed,
    onAnswered: (firstTry, input_) => {
      if (blank) round.record(blank, firstTry);
      review.mutate(input_);
    },
  });
  const { answer } = q;
  const { seed } = round;
  const choices = useMemo(
    () => (blank ? missingChoices(blank, lesson, seed) : []),
    [blank, lesson, seed],
  );
  const typing = typingChosen || choices.length < 2;

  // Moves focus to what comes next (not on page load).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (input.current) input.current.focus();
    else choiceGroup.current?.querySelector<HTMLButtonElement>('button:enabled')?.focus();
  }, [round.index, round.items]);

  // A wrong choice is disabled: keep focus among the choices left.
  useEffect(() => {
    if (q.eliminated.length > 0) {
      choiceGroup.current?.querySelector<HTMLButtonElement>('button:enabled')?.focus();
    }
  }, [q.eliminated]);

  // Once answered: Next gets focus and the whole sentence plays.
  useEffect(() => {
    if (!answer) return;
    nextButton.current?.focus();
    const audio = audioBox.current?.querySelector('audio');
    if (audio) {
      // A refused autoplay is no error: the replay button is there.
      playExclusively(audio).catch(() => undefined);
    }
  }, [answer]);

  function next() {
    q.reset();
    round.next();
  }

  function restart(with_: Blank[]) {
    q.reset();
    round.restart(with_);
  }

  useStudyShortcuts(
    blank
      ? {
          '?': () => {
            setHelpOpen(true);
          },
          ...choiceShortcuts(choices, (choice) => {
            if (typing) return false;
            q.pick(choice);
          }),
          h: () => {
            q.showHint();
          },
          p: () => {
            if (!answer) return false;
            audioBox.current?.querySelector<HTMLButtonElement>('button[aria-pressed]')?.click();
          },
          Enter: (event) => {
            if (!answer || isControl(event.target)) return false;
            next();
          },
        }
      : {},
  );

  if (!blank) {
    return (
      <RoundScore
        headingId="missing-score"
        title={t('missing.scoreTitle')}
        score={t('missing.scoreFirstTry', { correct: round.score, total: round.results.length })}
        allRight={t('missing.allRight')}
        missedTitle={t('missing.missed')}
        missed={round.missed}
        missedKey={(m) => m.card.id}
        renderMissed={(m) => (
          <MissedSentence
            blank={m}
            targetLanguage={targetLanguage}
            nativeLanguage={nativeLanguage}
          />
        )}
        retryLabel={t('missing.retryMissed')}
        restartLabel={t('missing.restart')}
        onRetry={() => {
          restart(round.missed);
        }}
        onRestart={() => {
          restart(blanks);
        }}
      />
    );
  }

  const { card } = blank;
  let feedback = '';
  if (answer) {
    feedback = answer.correct
      ? answer.helped === 'second-try'
        ? t('missing.rightSecondTry', { answer: blank.word })
        : answer.helped === 'hint'
          ? t('missing.rightWithHint', { answer: blank.word })
          : answer.close
            ? t('missing.close', { answer: blank.word })
            : t('missing.correct')
      : t('missing.wrong', { answer: blank.word });
  } else if (q.wrongTries > 0) {
    feedback = t('missing.tryAgain');
  }

  return (
    <section
      aria-label={t('missing.label')}
      className="mt-6 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          {t('missing.progress', { n: round.index + 1, m: round.items.length })}
        </p>
        <div className="flex items-center gap-2">
          <AnswerModeToggle
            label={t('missing.answerMode')}
            typing={typing}
            chooseLabel={t('missing.choose')}
            typeLabel={t('missing.type')}
            answered={answer !== null}
            canChoose={choices.length >= 2}
            onChange={setTypingChosen}
          />
          <ShortcutsButton
            label={t('missing.shortcuts')}
            onOpen={() => {
              setHelpOpen(true);
            }}
          />
        </div>
      </div>

      <p className="mt-4 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t('missing.prompt')}
      </p>
      <MissingSentence blank={blank} revealed={answer !== null} lang={targetLanguage} />
      <MissingClue blank={blank} nativeLanguage={nativeLanguage} />

      {typing ? (
        <TypedAnswerForm
          inputRef={input}
          value={q.typed}
          onChange={q.setTyped}
          expected={blank.word}
          answered={answer !== null}
          invalid={q.wrongTries > 0}
          lang={targetLanguage}
          label={t('missing.typeLabel')}
          checkLabel={t('missing.check')}
          onAnswer={(verdict, text) => {
            if (q.type(verdict, text)) input.current?.select();
          }}
          onNext={next}
        />
      ) : (
        <ChoiceGrid
          ref={choiceGroup}
          choices={choices}
          label={t('missing.choices')}
          lang={targetLanguage}
          isRight={(choice) => choice === blank.word}
          answered={answer !== null}
          picked={answer?.picked}
          eliminated={q.eliminated}
          onPick={q.pick}
        />
      )}

      {!answer && (
        <div className="mt-4">
          {q.hintUsed ? null : (
            <Button
              variant="ghost"
              className="h-8 px-2"
              aria-keyshortcuts="H"
              onClick={() => {
                q.showHint();
                (
                  input.current ??
                  choiceGroup.current?.querySelector<HTMLButtonElement>('button:enabled')
                )?.focus();
              }}
            >
              {t('missing.showHint')}
            </Button>
          )}
        </div>
      )}
      <div aria-live="polite" className="text-sm">
        {q.hintUsed && !answer && <MissingHint blank={blank} nativeLanguage={nativeLanguage} />}
      </div>

      <div role="status" className="mt-4 min-h-6">
        {feedback &&
          (answer ? (
            <FeedbackLine right={answer.correct} text={feedback} />
          ) : (
            <p className="font-semibold text-ink">{feedback}</p>
          ))}
      </div>
      {review.isError && <SaveError className="mt-2" />}
      {answer && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <NextButton
            ref={nextButton}
            label={round.last ? t('missing.finish') : t('missing.next')}
            onNext={next}
          />
          {card.audioUrl && (
            <div ref={audioBox}>
              <AudioButton key={card.id} src={card.audioUrl} label={t('missing.listen')} />
            </div>
          )}
          {card.audioUrl && <PlaybackRateToggle />}
        </div>
      )}

      <ShortcutsDialog
        open={helpOpen}
        onOpenChange={setHelpOpen}
        title={t('missing.shortcuts')}
        shortcuts={(
          [
            ['1 2 3 4', 'keyChoices'],
            ['Enter', 'keyEnter'],
            ['H', 'keyHint'],
            ['P', 'keyPlay'],
            ['?', 'keyHelp'],
          ] as const
        ).map(([keys, label]) => [keys, t(`missing.${label}`)] as const)}
      />
    </section>
  );
}
