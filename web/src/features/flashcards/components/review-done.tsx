import { useTranslation } from 'react-i18next';

import { SignUpOffer } from '@/components/sign-up-offer';
import { Button } from '@/components/ui/button';

interface ReviewDoneProps {
  /** The round had no cards at all. */
  empty: boolean;
  restartLabel?: string;
  onRestart: () => void;
}

/** The end of a review round (or nothing due): start again, or sign up. */
export function ReviewDone({ empty, restartLabel, onRestart }: ReviewDoneProps) {
  const { t } = useTranslation('study');
  return (
    <div className="py-8 text-center">
      {empty ? (
        <p className="text-lg text-ink-muted">{t('review.nothingDue')}</p>
      ) : (
        <>
          <p className="text-xl font-semibold">{t('review.doneTitle')}</p>
          <p className="mt-2 text-ink-muted">{t('review.done')}</p>
          <Button className="mt-4" onClick={onRestart}>
            {restartLabel ?? t('review.restart')}
          </Button>
          <SignUpOffer reason="round" className="mx-auto mt-6 max-w-md" />
        </>
      )}
    </div>
  );
}
