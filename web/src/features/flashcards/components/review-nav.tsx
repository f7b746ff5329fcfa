import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';

/** Previous and next card under a review card (keys ← and →). */
export function ReviewNav({ index, onGo }: { index: number; onGo: (index: number) => void }) {
  const { t } = useTranslation('study');
  return (
    <div className="mt-5 flex justify-between">
      <Button
        variant="ghost"
        aria-keyshortcuts="ArrowLeft"
        disabled={index === 0}
        onClick={() => {
          onGo(index - 1);
        }}
      >
        ← {t('review.previous')}
      </Button>
      <Button
        variant="ghost"
        aria-keyshortcuts="ArrowRight"
        onClick={() => {
          onGo(index + 1);
        }}
      >
        {t('review.next')} →
      </Button>
    </div>
  );
}
