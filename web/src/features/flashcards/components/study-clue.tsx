import { useTranslation } from 'react-i18next';

import type { Blank } from '@/features/flashcards/utils/missing-word';
import { glossesAround, glossesUnordered, hasTranslation } from '@/lib/card-back';
import type { Flashcard } from '@/lib/api/lesson-types';

/**
 * Missing mode's clue (product §6): the card's translation; where the pair
 * has none, the other words' glosses in order with the blank left open,
 * labelled as word meanings — never a gloss line posing as a translation.
 */
export function MissingClue({ blank, nativeLanguage }: { blank: Blank; nativeLanguage: string }) {
  const { t } = useTranslation('study');
  const card = blank.card;
  if (hasTranslation(card)) {
    return (
      <p className="mt-2 text-ink-muted">
        <span className="font-semibold">{t('missing.clue')}</span>{' '}
        <span lang={nativeLanguage}>{card.back}</span>
      </p>
    );
  }
  const words = glossesAround(card.glosses ?? [], blank.sentence, blank);
  if (words.every((w) => w === null)) return null;
  return (
    <p className="mt-2 text-ink-muted" data-testid="gloss-clue">
      <span className="font-semibold">{t('missing.glossClue')}</span>{' '}
      <span lang={nativeLanguage}>
        {words.map((w, i) => (
          <span key={i}>
            {i > 0 && ' · '}
            {w ?? <span aria-label={t('missing.blank')}>___</span>}
          </span>
        ))}
      </span>
    </p>
  );
}

/**
 * Order mode's clue: the translation; where the pair has none, the words'
 * glosses in alphabetical order, so that they tell the meaning but not the
 * order.
 */
export function OrderClue({ card, nativeLanguage }: { card: Flashcard; nativeLanguage: string }) {
  const { t, i18n } = useTranslation('study');
  const translated = hasTranslation(card);
  const glosses = translated ? [] : glossesUnordered(card.glosses ?? [], i18n.language);
  if (!translated && glosses.length === 0) return null;
  return (
    <div className="mt-3" data-testid={translated ? undefined : 'gloss-clue'}>
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {translated ? t('order.clue') : t('order.glossClue')}
      </p>
      <p
        lang={nativeLanguage}
        className={translated ? 'mt-1 text-xl text-balance' : 'mt-1 text-base'}
      >
        {translated ? card.back : glosses.join(' · ')}
      </p>
    </div>
  );
}
