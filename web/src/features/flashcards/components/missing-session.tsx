import { useTranslation } from 'react-i18next';

import { MissingAnswerInput } from '@/features/flashcards/components/missing-answer-input';
import { MissingAnswered } from '@/features/flashcards/components/missing-answered';
import { MissingFeedback } from '@/features/flashcards/components/missing-feedback';
import { MissingHintArea } from '@/features/flashcards/components/missing-hint-area';
import { MissingScore } from '@/features/flashcards/components/missing-score';
import { MissingSentence } from '@/features/flashcards/components/missing-sentence';
import { MissingToolbar } from '@/features/flashcards/components/missing-toolbar';
import { SaveError } from '@/features/flashcards/components/save-error';
import { MissingClue } from '@/features/flashcards/components/study-clue';
import { useMissingSession } from '@/features/flashcards/hooks/use-missing-session';
import type { Blank } from '@/features/flashcards/utils/missing-word';
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
  const session = useMissingSession(blanks, lesson, local);
  const { round, blank, q, choices, typing, next } = session;
  const { answer } = q;
  const { input, choiceGroup, nextButton, audio, focusAnswer } = session.focus;

  if (!blank) {
    return (
      <MissingScore
        score={round.score}
        total={round.results.length}
        missed={round.missed}
        targetLanguage={targetLanguage}
        nativeLanguage={nativeLanguage}
        onRetry={session.retryMissed}
        onRestart={session.restartAll}
        undo={session.undo}
      />
    );
  }

  return (
    <section
      aria-label={t('missing.label')}
      className="mt-6 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <MissingToolbar
        n={round.index + 1}
        m={round.items.length}
        typing={typing}
        answered={answer !== null}
        canChoose={choices.length >= 2}
        onTyping={session.setTypingChosen}
        helpOpen={session.helpOpen}
        onHelpOpen={session.setHelpOpen}
        undo={session.undo}
      />

      <p className="mt-4 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t('missing.prompt')}
      </p>
      <MissingSentence blank={blank} revealed={answer !== null} lang={targetLanguage} />
      <MissingClue blank={blank} nativeLanguage={nativeLanguage} />

      <MissingAnswerInput
        blank={blank}
        q={q}
        typing={typing}
        choices={choices}
        lang={targetLanguage}
        inputRef={input}
        choiceGroup={choiceGroup}
        onNext={next}
      />

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
      {session.saveFailed && <SaveError className="mt-2" />}
      {answer && (
        <MissingAnswered
          card={blank.card}
          nextRef={nextButton}
          audioRef={audio}
          last={round.last}
          onNext={next}
        />
      )}
    </section>
  );
}
