import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { ChoiceGrid } from '@/features/flashcards/components/choice-grid';
import { TypedAnswerForm } from '@/features/flashcards/components/typed-answer-form';
import type { useTestSession } from '@/features/flashcards/hooks/use-test-session';
import { useLanguageName } from '@/lib/use-language-name';

interface TestAnswerInputProps {
  session: ReturnType<typeof useTestSession>;
  lang: string;
  inputRef: RefObject<HTMLInputElement | null>;
  choiceGroup: RefObject<HTMLDivElement | null>;
}

/**
 * How a Test question is answered: the translation typed, or picked among
 * four; in native → target, the target text (`lang` is the answer's).
 */
export function TestAnswerInput({ session, lang, inputRef, choiceGroup }: TestAnswerInputProps) {
  const { t } = useTranslation('study');
  const name = useLanguageName();
  const { answer, expected } = session;
  const native = session.way.ask === 'native';
  return session.typedMode ? (
    <TypedAnswerForm
      inputRef={inputRef}
      value={session.typed}
      onChange={session.setTyped}
      expected={expected}
      answered={answer !== null}
      lang={lang}
      label={native ? t('test.typeTarget', { language: name(lang) }) : t('test.typeLabel')}
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
      label={native ? t('test.choicesTarget', { language: name(lang) }) : t('test.choices')}
      lang={lang}
      isRight={(choice) => choice === expected}
      answered={answer !== null}
      picked={answer?.picked}
      onPick={session.pick}
    />
  );
}
