import { isControl, isTyping } from '@/features/flashcards/components/key-targets';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useCreateReview } from '@/features/flashcards/api/create-review';
import { AudioButton } from '@/features/flashcards/components/audio-button';
import { ChoiceGrid } from '@/features/flashcards/components/choice-grid';
import {
  firstLetter,
  missingChoices,
  type Blank,
} from '@/features/flashcards/components/missing-word';
import { PlaybackRateToggle } from '@/features/flashcards/components/playback-rate-toggle';
import { RoundScore } from '@/features/flashcards/components/round-score';
import {
  ShortcutsButton,
  ShortcutsDialog,
} from '@/features/flashcards/components/shortcuts-dialog';
import { playExclusively } from '@/features/flashcards/components/playback';
import { checkTyped, normalizeAnswer } from '@/features/flashcards/components/grading';
import { roundSeed } from '@/features/flashcards/components/study-order';
import { cn } from '@/lib/cn';
import type { Flashcard } from '@/lib/guest-stories';

/** Whole milliseconds from `start` (a performance.now() time) to now. */
function millisecondsSince(start: number): number {
  return Math.round(performance.now() - start);
}

type AnswerMode = 'choose' | 'type';

interface Answer {
  correct: boolean;
  /** A typed answer with a typo or two: counted as recalled, with effort. */
  close: boolean;
  /** The choice picked last, when choosing. */
  picked?: string;
  /** Right, but after a wrong try or a hint: graded Hard, and said so. */
  helped?: 'second-try' | 'hint';
}

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

/** The sentence with its gap, or with the word marked once answered. */
function Sentence({ blank, revealed, lang }: { blank: Blank; revealed: boolean; lang: string }) {
  const { t } = useTranslation('study');
  const before = blank.sentence.slice(0, blank.start);
  const after = blank.sentence.slice(blank.end);
  return (
    <p lang={lang} className="mt-1 font-display text-2xl leading-relaxed font-semibold sm:text-3xl">
      {before}
      {revealed ? (
        <mark className="rounded-md bg-brand-soft px-1 text-ink">{blank.word}</mark>
      ) : (
        <>
          <span className="sr-only">{t('missing.blank')}</span>
          <span
            aria-hidden="true"
            className="mx-0.5 inline-block w-[4.5em] border-b-4 border-brand align-baseline"
          >
            &nbsp;
          </span>
        </>
      )}
      {after}
    </p>
  );
}

/**
 * Missing-word mode (spec §2 /missing): a sentence with one content word
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
  const [round, setRound] = useState(blanks);
  const [index, setIndex] = useState(0);
  const [mode, setMode] = useState<AnswerMode>('choose');
  const [typed, setTyped] = useState('');
  const [wrongTries, setWrongTries] = useState(0);
  const [eliminated, setEliminated] = useState<string[]>([]);
  const [hintUsed, setHintUsed] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  // Only a right first try without help counts as right in the score.
  const [results, setResults] = useState<{ blank: Blank; firstTry: boolean }[]>([]);
  // A new seed each round: choices and their places change from round to round.
  const [seed, setSeed] = useState(roundSeed);
  const [helpOpen, setHelpOpen] = useState(false);
  const startedAt = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const choiceGroup = useRef<HTMLDivElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const audioBox = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const review = useCreateReview(local);

  const blank = round[index];
  const choices = useMemo(
    () => (blank ? missingChoices(blank, lesson, seed) : []),
    [blank, lesson, seed],
  );
  const typing = mode === 'type' || choices.length < 2;

  // Times each question and moves focus to what comes next (not on page load).
  useEffect(() => {
    startedAt.current = performance.now();
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (input.current) input.current.focus();
    else choiceGroup.current?.querySelector<HTMLButtonElement>('button:enabled')?.focus();
  }, [index, round]);

  // A wrong choice is disabled: keep focus among the choices left.
  useEffect(() => {
    if (eliminated.length > 0) {
      choiceGroup.current?.querySelector<HTMLButtonElement>('button:enabled')?.focus();
    }
  }, [eliminated]);

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

  function finish(correct: boolean, tries: number, extra: Partial<Answer>, typedAnswer?: string) {
    if (!blank) return;
    const helped = !correct ? undefined : tries > 0 ? 'second-try' : hintUsed ? 'hint' : undefined;
    setAnswer({ correct, close: false, ...(helped ? { helped } : {}), ...extra });
    const firstTry = correct && !helped && !extra.close;
    setResults((r) => [...r, { blank, firstTry }]);
    review.mutate({
      cardId: blank.card.id,
      mode: 'missing',
      correct,
      wrongTries: tries,
      hintUsed,
      durationMs: millisecondsSince(startedAt.current),
      ...(typedAnswer === undefined ? {} : { typedAnswer, expected: blank.word }),
    });
  }

  function pick(choice: string) {
    if (!blank || answer || eliminated.includes(choice)) return;
    if (normalizeAnswer(choice) === normalizeAnswer(blank.word)) {
      finish(true, wrongTries, { picked: choice });
    } else if (wrongTries === 0) {
      setWrongTries(1);
      setEliminated((e) => [...e, choice]);
    } else {
      finish(false, wrongTries + 1, { picked: choice });
    }
  }

  function check() {
    if (!blank || answer || !typed.trim()) return;
    const verdict = checkTyped(typed, blank.word);
    if (verdict !== 'wrong') {
      finish(true, wrongTries, { close: verdict === 'close' }, typed);
    } else if (wrongTries === 0) {
      setWrongTries(1);
      input.current?.select();
    } else {
      finish(false, wrongTries + 1, {}, typed);
    }
  }

  function showHint() {
    if (answer || hintUsed) return;
    setHintUsed(true);
  }

  function playAgain() {
    audioBox.current?.querySelector<HTMLButtonElement>('button[aria-pressed]')?.click();
  }

  function next() {
    setAnswer(null);
    setTyped('');
    setWrongTries(0);
    setEliminated([]);
    setHintUsed(false);
    setIndex((i) => i + 1);
  }

  function restart(with_: Blank[]) {
    setSeed(roundSeed());
    setRound(with_);
    setResults([]);
    setAnswer(null);
    setTyped('');
    setWrongTries(0);
    setEliminated([]);
    setHintUsed(false);
    setIndex(0);
  }

  // The latest state and handlers, read by the one keydown listener.
  const handlers = useRef({ pick, showHint, playAgain, next, choices, typing, answer, blank });
  useEffect(() => {
    handlers.current = { pick, showHint, playAgain, next, choices, typing, answer, blank };
  });

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      const h = handlers.current;
      if (!h.blank) return;
      if (event.key === '?') {
        event.preventDefault();
        setHelpOpen(true);
      } else if (['1', '2', '3', '4'].includes(event.key)) {
        const choice = h.choices[Number(event.key) - 1];
        if (choice !== undefined && !h.typing) h.pick(choice);
      } else if (event.key === 'h' || event.key === 'H') {
        h.showHint();
      } else if (event.key === 'p' || event.key === 'P') {
        if (h.answer) h.playAgain();
      } else if (event.key === 'Enter' && h.answer && !isControl(event.target)) {
        event.preventDefault();
        h.next();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  if (!blank) {
    const missed = results.filter((r) => !r.firstTry).map((r) => r.blank);
    const right = results.length - missed.length;
    return (
      <RoundScore
        headingId="missing-score"
        title={t('missing.scoreTitle')}
        score={t('missing.scoreFirstTry', { correct: right, total: results.length })}
        allRight={t('missing.allRight')}
        missedTitle={t('missing.missed')}
        missed={missed}
        missedKey={(m) => m.card.id}
        renderMissed={(m) => (
          <>
            <span lang={targetLanguage}>
              {m.sentence.slice(0, m.start)}
              <mark className="rounded bg-brand-soft px-0.5 font-semibold text-ink">{m.word}</mark>
              {m.sentence.slice(m.end)}
            </span>
            {m.card.back && (
              <>
                {' '}
                — <span lang={nativeLanguage}>{m.card.back}</span>
              </>
            )}
          </>
        )}
        retryLabel={t('missing.retryMissed')}
        restartLabel={t('missing.restart')}
        onRetry={() => {
          restart(missed);
        }}
        onRestart={() => {
          restart(blanks);
        }}
      />
    );
  }

  const last = index === round.length - 1;
  const { card, hint } = blank;
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
  } else if (wrongTries > 0) {
    feedback = t('missing.tryAgain');
  }

  return (
    <section
      aria-label={t('missing.label')}
      className="mt-6 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          {t('missing.progress', { n: index + 1, m: round.length })}
        </p>
        <div className="flex items-center gap-2">
          <div
            role="group"
            aria-label={t('missing.answerMode')}
            className="inline-flex rounded-xl bg-surface-muted p-0.5 text-sm"
          >
            {(['choose', 'type'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={(value === 'type') === typing}
                disabled={answer !== null || (value === 'choose' && choices.length < 2)}
                onClick={() => {
                  setMode(value);
                }}
                className={cn(
                  'rounded-lg px-2.5 py-1 font-semibold focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-default',
                  (value === 'type') === typing
                    ? 'bg-surface text-ink shadow-sm'
                    : 'text-ink-muted hover:text-ink',
                )}
              >
                {t(`missing.${value}`)}
              </button>
            ))}
          </div>
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
      <Sentence blank={blank} revealed={answer !== null} lang={targetLanguage} />
      {card.back && (
        <p className="mt-2 text-ink-muted">
          <span className="font-semibold">{t('missing.clue')}</span>{' '}
          <span lang={nativeLanguage}>{card.back}</span>
        </p>
      )}

      {typing ? (
        <form
          className="mt-5 flex flex-col gap-3 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            if (answer) next();
            else check();
          }}
        >
          <label className="flex-1">
            <span className="sr-only">{t('missing.typeLabel')}</span>
            <input
              ref={input}
              lang={targetLanguage}
              value={typed}
              readOnly={answer !== null}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              placeholder={t('missing.typeLabel')}
              aria-invalid={!answer && wrongTries > 0 ? true : undefined}
              onChange={(event) => {
                setTyped(event.target.value);
              }}
              className="h-10 w-full rounded-xl border border-line bg-surface px-3 focus-visible:outline-2 focus-visible:outline-ring"
            />
          </label>
          {answer === null && (
            <Button type="submit" aria-keyshortcuts="Enter">
              {t('missing.check')}
            </Button>
          )}
        </form>
      ) : (
        <ChoiceGrid
          ref={choiceGroup}
          choices={choices}
          label={t('missing.choices')}
          lang={targetLanguage}
          isRight={(choice) => choice === blank.word}
          answered={answer !== null}
          picked={answer?.picked}
          eliminated={eliminated}
          onPick={pick}
        />
      )}

      {!answer && (
        <div className="mt-4">
          {hintUsed ? null : (
            <Button
              variant="ghost"
              className="h-8 px-2"
              aria-keyshortcuts="H"
              onClick={() => {
                showHint();
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
        {hintUsed && !answer && (
          <p className="text-ink">
            {t('missing.hintLetter', { letter: firstLetter(blank.word) })}
            {hint?.gloss && (
              <>
                {' · '}
                {t('missing.hintGloss')} <span lang={nativeLanguage}>{hint.gloss}</span>
              </>
            )}
          </p>
        )}
      </div>

      <div role="status" className="mt-4 min-h-6">
        {feedback && (
          <p
            className={cn(
              'font-semibold',
              answer?.correct ? 'text-brand' : answer ? 'text-danger' : 'text-ink',
            )}
          >
            {answer && <span aria-hidden="true">{answer.correct ? '✓ ' : '✗ '}</span>}
            <span>{feedback}</span>
          </p>
        )}
      </div>
      {review.isError && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {t('session.saveError')}
        </p>
      )}
      {answer && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button
            ref={nextButton}
            onClick={next}
            aria-keyshortcuts="Enter"
            onKeyDown={(event) => {
              // A held Enter (the one that checked) must not skip the feedback too.
              if (event.repeat) event.preventDefault();
            }}
          >
            {last ? t('missing.finish') : t('missing.next')}
          </Button>
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
