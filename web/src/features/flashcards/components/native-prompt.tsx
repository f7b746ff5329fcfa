import { useTranslation } from 'react-i18next';

import { CardBack } from '@/components/card-back/card-back';
import type { Flashcard } from '@/lib/api/lesson-types';

interface NativePromptProps {
  card: Flashcard;
  targetLanguage: string;
  nativeLanguage: string;
}

/**
 * Native → target (decision 0051): the card asked from the learner's own
 * language, its translation (or a word card's meaning) with the label its
 * translator earned (machine draft, via a language). Only for a card that
 * has a translation: word glosses are never shown as one.
 */
export function NativePrompt({ card, targetLanguage, nativeLanguage }: NativePromptProps) {
  const { t } = useTranslation('lesson');
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {card.kind === 'word' ? t('review.meaning') : t('review.translation')}
      </p>
      <div className="text-balance">
        <CardBack
          card={card}
          targetLanguage={targetLanguage}
          nativeLanguage={nativeLanguage}
          large
        />
      </div>
    </div>
  );
}
