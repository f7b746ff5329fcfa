import { useTranslation } from 'react-i18next';

import { FeedbackLine } from '@/features/flashcards/components/next-button';
import type { TestAnswer } from '@/features/flashcards/hooks/use-test-session';

/** What a Test answer was: right, right with a typo (close), or wrong with the answer. */
export function TestFeedback({ answer, back }: { answer: TestAnswer | null; back: string }) {
  const { t } = useTranslation('study');
  return (
    <div role="status" className="mt-4 min-h-6">
      {answer && (
        <FeedbackLine
          right={answer.correct}
          text={
            answer.close
              ? t('test.close', { answer: back })
              : answer.correct
                ? t('test.correct')
                : t('test.wrong', { answer: back })
          }
        />
      )}
    </div>
  );
}
