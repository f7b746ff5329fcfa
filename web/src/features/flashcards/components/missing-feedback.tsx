import { useTranslation } from 'react-i18next';

import { FeedbackLine } from '@/features/flashcards/components/next-button';
import type { MissingAnswer } from '@/features/flashcards/hooks/use-missing-answer';
import type { Blank } from '@/features/flashcards/utils/missing-word';

interface MissingFeedbackProps {
  blank: Blank;
  answer: MissingAnswer | null;
  /** Wrong tries so far on this question. */
  wrongTries: number;
}

/** What the answer was worth (right, with help, close, wrong), or 'try again'. */
export function MissingFeedback({ blank, answer, wrongTries }: MissingFeedbackProps) {
  const { t } = useTranslation('study');
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
    <div role="status" className="mt-4 min-h-6">
      {feedback &&
        (answer ? (
          <FeedbackLine right={answer.correct} text={feedback} />
        ) : (
          <p className="font-semibold text-ink">{feedback}</p>
        ))}
    </div>
  );
}
