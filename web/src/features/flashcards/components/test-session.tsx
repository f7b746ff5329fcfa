import { useTranslation } from 'react-i18next';

import { NextButton } from '@/features/flashcards/components/next-button';
import { RoundScore } from '@/features/flashcards/components/round-score';
import { SaveError } from '@/features/flashcards/components/save-error';
import { TestToolbar } from '@/features/flashcards/components/test-toolbar';
import { TestAnswerInput } from '@/features/flashcards/components/test-answer-input';
import { TestPrompt } from '@/features/flashcards/components/test-prompt';
import { TestFeedback } from '@/features/flashcards/components/test-feedback';
import { useTestSession } from '@/features/flashcards/hooks/use-test-session';
import type { Flashcard } from '@/lib/api/lesson-types';

interface TestSessionProps {
  /** The cards to test, in study order; each has a translation. */
  cards: Flashcard[];
  targetLanguage: string;
  nativeLanguage: string;
  /** The lesson is a guest's local copy: answers are kept in this browser only. */
  local?: boolean;
  /** The lesson's id: whose direction the cards are asked in (decision 0051). */
  lesson: string;
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
  lesson,
}: TestSessionProps) {
  const { t } = useTranslation('study');
  const session = useTestSession(cards, local, lesson);
  const { round, card, answer, next, nextButton, input, choiceGroup } = session;

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
        onRetry={session.retryMissed}
        onRestart={session.restartAll}
        undo={session.undo}
      />
    );
  }

  return (
    <section
      aria-label={t('test.title')}
      className="mt-6 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <TestToolbar
        n={round.index + 1}
        m={round.items.length}
        typing={session.typing}
        answered={answer !== null}
        onTyping={session.setTyping}
        helpOpen={session.helpOpen}
        onHelpOpen={session.setHelpOpen}
        undo={session.undo}
      />
      <TestPrompt
        card={card}
        way={session.way}
        answered={answer !== null}
        blocked={session.blocked}
        audioRef={session.audio}
        targetLanguage={targetLanguage}
        nativeLanguage={nativeLanguage}
      />

      <TestAnswerInput
        session={session}
        lang={session.way.ask === 'native' ? targetLanguage : nativeLanguage}
        inputRef={input}
        choiceGroup={choiceGroup}
      />
      <TestFeedback answer={answer} back={session.expected} />
      {session.saveFailed && <SaveError className="mt-2" />}
      {answer && (
        <NextButton
          ref={nextButton}
          className="mt-4"
          label={round.last ? t('test.finish') : t('test.next')}
          onNext={next}
        />
      )}
    </section>
  );
}
