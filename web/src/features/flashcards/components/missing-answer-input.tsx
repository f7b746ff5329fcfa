import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { ChoiceGrid } from '@/features/flashcards/components/choice-grid';
import { TypedAnswerForm } from '@/features/flashcards/components/typed-answer-form';
import type { useMissingAnswer } from '@/features/flashcards/hooks/use-missing-answer';
import type { Blank } from '@/features/flashcards/utils/missing-word';

interface MissingAnswerInputProps {
  blank: Blank;
  q: ReturnType<typeof useMissingAnswer>;
  typing: boolean;
  choices: string[];
  lang: string;
  inputRef: RefObject<HTMLInputElement | null>;
  choiceGroup: RefObject<HTMLDivElement | null>;
  onNext: () => void;
}

/** How the missing word is given: typed in a field, or picked among the choices. */
export function MissingAnswerInput({
  blank,
  q,
  typing,
  choices,
  lang,
  inputRef,
  choiceGroup,
  onNext,
}: MissingAnswerInputProps) {
  const { t } = useTranslation('study');
  const answered = q.answer !== null;
  return typing ? (
    <TypedAnswerForm
      inputRef={inputRef}
      value={q.typed}
      onChange={q.setTyped}
      expected={blank.word}
      answered={answered}
      invalid={q.wrongTries > 0}
      lang={lang}
      label={t('missing.typeLabel')}
      checkLabel={t('missing.check')}
      onAnswer={(verdict, text) => {
        if (q.type(verdict, text)) inputRef.current?.select();
      }}
      onNext={onNext}
    />
  ) : (
    <ChoiceGrid
      ref={choiceGroup}
      choices={choices}
      label={t('missing.choices')}
      lang={lang}
      isRight={(choice) => choice === blank.word}
      answered={answered}
      picked={q.answer?.picked}
      eliminated={q.eliminated}
      onPick={q.pick}
    />
  );
}
