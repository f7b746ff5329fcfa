import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { ChoiceGrid } from '@/features/flashcards/components/choice-grid';
import { TypedAnswerForm } from '@/features/flashcards/components/typed-answer-form';
import type { useTestSession } from '@/features/flashcards/hooks/use-test-session';
import type { Flashcard } from '@/lib/api/lesson-types';

interface TestAnswerInputProps {
  card: Flashcard;
  session: ReturnType<typeof useTestSession>;
  lang: string;
  inputRef: RefObject<HTMLInputElement | null>;
  choiceGroup: RefObject<HTMLDivElement | null>;
}

/** How a Test question is answered: the translation typed, or picked among four. */
export function TestAnswerInput({
  card,
  session,
  lang,
  inputRef,
  choiceGroup,
}: TestAnswerInputProps) {
  const { t } = useTranslation('study');
  const { answer } = session;
  return session.typedMode ? (
    <TypedAnswerForm
      inputRef={inputRef}
      value={session.typed}
      onChange={session.setTyped}
      expected={card.back}
      answered={answer !== null}
      lang={lang}
      label={t('test.typeLabel')}
      checkLabel={t('test.check')}
      onAnswer={(verdict, text) => {
        session.submit(verdict !== 'wrong', text, undefined, verdict === 'close');
      }}
      onNext={session.next}
    />
  ) : (
    <ChoiceGrid
      ref={choiceGroup}
      choices={session.choices}
      label={t('test.choices')}
      lang={lang}
      isRight={(choice) => choice === card.back}
      answered={answer !== null}
      picked={answer?.picked}
      onPick={session.pick}
    />
  );
}
