import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCreateReview } from '@/features/flashcards/api/create-review';
import { AnswerModeToggle } from '@/features/flashcards/components/answer-mode-toggle';
import { ChoiceGrid } from '@/features/flashcards/components/choice-grid';
import { isControl } from '@/features/flashcards/utils/key-targets';
import { MissingFeedback } from '@/features/flashcards/components/missing-feedback';
import { MissingScore } from '@/features/flashcards/components/missing-score';
import { MissingAnswered } from '@/features/flashcards/components/missing-answered';
import { MissingHintArea } from '@/features/flashcards/components/missing-hint-area';
import { MissingSentence } from '@/features/flashcards/components/missing-sentence';
import { missingChoices, type Blank } from '@/features/flashcards/utils/missing-word';
import {
  ShortcutsButton,
  ShortcutsDialog,
} from '@/features/flashcards/components/shortcuts-dialog';
import { SaveError } from '@/features/flashcards/components/save-error';
import { MissingClue } from '@/features/flashcards/components/study-clue';
import { TypedAnswerForm } from '@/features/flashcards/components/typed-answer-form';
import { useMissingAnswer } from '@/features/flashcards/hooks/use-missing-answer';
import { useMissingFocus } from '@/features/flashcards/hooks/use-missing-focus';
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

const shortcutKeys = [
  ['1 2 3 4', 'keyChoices'],
  ['Enter', 'keyEnter'],
  ['H', 'keyHint'],
  ['P', 'keyPlay'],
  ['?', 'keyHelp'],
] as const;

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

  const { input, choiceGroup, nextButton, audio, focusAnswer } = useMissingFocus({
    index: round.index,
    items: round.items,
    eliminated: q.eliminated,
    answered: answer !== null,
  });

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
            audio.current?.toggle();
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
      <MissingScore
        score={round.score}
        total={round.results.length}
        missed={round.missed}
        targetLanguage={targetLanguage}
        nativeLanguage={nativeLanguage}
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

      <MissingHintArea
        blank={blank}
        nativeLanguage={nativeLanguage}
        answered={answer !== null}
        hintUsed={q.hintUsed}
        onShowHint={() => {
          q.showHint();
          focusAnswer();
        }}
      />

      <MissingFeedback blank={blank} answer={answer} wrongTries={q.wrongTries} />
      {review.isError && <SaveError className="mt-2" />}
      {answer && (
        <MissingAnswered
          card={card}
          nextRef={nextButton}
          audioRef={audio}
          last={round.last}
          onNext={next}
        />
      )}

      <ShortcutsDialog
        open={helpOpen}
        onOpenChange={setHelpOpen}
        title={t('missing.shortcuts')}
        shortcuts={shortcutKeys.map(([keys, label]) => [keys, t(`missing.${label}`)] as const)}
      />
    </section>
  );
}
