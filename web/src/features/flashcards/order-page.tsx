import { useTranslation } from 'react-i18next';

import { ModePage } from '@/features/flashcards/components/mode-page';
import { OrderSession } from '@/features/flashcards/components/order-session';
import { orderPuzzles } from '@/features/flashcards/utils/order-words';

/**
 * Order mode for the lesson in ?story=: the story's sentences with their
 * words shuffled, to put back in order. Only rendered with ?story (see
 * app/order-route.tsx), so it never jumps to the newest lesson (/order alone
 * is the buy-credits page).
 */
export function OrderPage() {
  const { t } = useTranslation('study');
  return (
    <ModePage asksTheWords path="/order" title={t('order.title')} loadingLabel={t('order.loading')}>
      {({ storyId, story, ordered, local }) => {
        const puzzles = orderPuzzles(ordered, story.targetLanguage);
        return puzzles.length === 0 ? (
          <p className="mt-6 text-ink-muted">{t('order.empty')}</p>
        ) : (
          <OrderSession
            key={storyId}
            puzzles={puzzles}
            targetLanguage={story.targetLanguage}
            nativeLanguage={story.nativeLanguage}
            local={local}
          />
        );
      }}
    </ModePage>
  );
}
