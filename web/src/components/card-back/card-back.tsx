import { useTranslation } from 'react-i18next';

import { DeviceTranslate } from '@/components/card-back/device-translate';
import { InterlinearGloss } from '@/components/card-back/interlinear-gloss';
import { glossesAreBack, hasTranslation, markUnknown } from '@/lib/card-back';
import { useEditCard } from '@/lib/api/edit-card';
import { useLanguageName } from '@/lib/use-language-name';
import type { Flashcard } from '@/lib/api/lesson-types';

interface CardBackProps {
  card: Flashcard;
  targetLanguage: string;
  nativeLanguage: string;
  /** The learner's own card: a device translation can be kept as their correction. */
  own?: boolean;
  /** The larger type of a study card. */
  large?: boolean;
}

/**
 * A card's back, each kind for what it is (product §6): a translation (with
 * its machine-draft label and the words its translator left as written,
 * marked), or — where the pair has no sentence translator — the sentence's
 * words with their glosses beneath, and the browser's own translator where
 * it has one.
 */
export function CardBack({ card, targetLanguage, nativeLanguage, own, large }: CardBackProps) {
  const { t } = useTranslation('lesson');
  const language = useLanguageName();
  const edit = useEditCard();
  if (hasTranslation(card)) {
    const label = card.deviceTranslation
      ? t('device.label')
      : card.wordByWord
        ? t('review.wordByWord')
        : card.machineDraft
          ? card.draftVia
            ? t('review.machineDraftVia', { language: language(card.draftVia) })
            : t('review.machineDraft')
          : null;
    const hint = card.wordByWord
      ? t('review.wordByWordHint')
      : card.machineDraft && !card.deviceTranslation
        ? t('review.machineDraftHint')
        : undefined;
    return (
      <div>
        {label && (
          <p className="text-xs font-semibold text-accent" title={hint}>
            {label}
            {hint && <span className="sr-only">: {hint}</span>}
          </p>
        )}
        <p lang={nativeLanguage} className={large ? 'mt-1 text-xl' : 'mt-0.5 text-base'}>
          {markUnknown(card.back, card.backUnknown).map((piece, i) =>
            piece.unknown ? (
              <mark
                key={i}
                title={t('gloss.leftAsWritten')}
                className="rounded bg-accent-soft px-0.5 text-ink"
              >
                {piece.text}
                <span className="sr-only"> ({t('gloss.leftAsWritten')})</span>
              </mark>
            ) : (
              <span key={i}>{piece.text}</span>
            ),
          )}
        </p>
      </div>
    );
  }
  if (!glossesAreBack(card)) {
    return <p className="text-ink-muted">{t('gloss.noBack')}</p>;
  }
  return (
    <div>
      <p className="text-xs font-semibold text-accent">{t('gloss.notTranslation')}</p>
      <InterlinearGloss
        glosses={card.glosses ?? []}
        targetLanguage={targetLanguage}
        nativeLanguage={nativeLanguage}
        className="mt-1"
      />
      <DeviceTranslate
        text={card.front}
        targetLanguage={targetLanguage}
        nativeLanguage={nativeLanguage}
        keeping={edit.isPending}
        {...(own
          ? {
              onKeep: (text: string) => {
                edit.mutate({ id: card.id, back: text, byDevice: true });
              },
            }
          : {})}
      />
    </div>
  );
}
