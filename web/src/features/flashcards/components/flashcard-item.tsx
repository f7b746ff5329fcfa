import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { AudioButton } from '@/features/flashcards/components/audio-button';
import { CardBack } from '@/components/card-back/card-back';
import { audioFailed, usableImage } from '@/features/flashcards/utils/card-problems';
import { CardProblemList } from '@/features/flashcards/components/card-problem-list';
import { FlashcardHints } from '@/features/flashcards/components/flashcard-hints';
import { ReportAudio } from '@/features/flashcards/components/report-audio';
import type { Flashcard } from '@/lib/api/lesson-types';
import { Pronunciation } from '@/components/pronunciation';
import { cardClass } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface FlashcardItemProps {
  card: Flashcard;
  number: number;
  targetLanguage: string;
  nativeLanguage: string;
  /** The lesson, when the learner's own on the server: its audio can be reported. */
  storyId?: string;
}

/** One card of the review list: front, translation, pronunciation, audio, hints, picture, problems. */
export function FlashcardItem({
  card,
  number,
  targetLanguage,
  nativeLanguage,
  storyId,
}: FlashcardItemProps) {
  const { t } = useTranslation('lesson');
  const headingId = `card-${card.id}`;
  return (
    <article aria-labelledby={headingId} className={cn(cardClass, 'p-5 sm:p-6')}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('review.cardLabel', { number })} ·{' '}
            {card.kind === 'word' ? t('review.word') : t('review.sentence')}
          </p>
          <h2
            id={headingId}
            lang={targetLanguage}
            className="mt-1 text-xl font-semibold text-balance"
          >
            {card.front}
          </h2>
        </div>
        {card.audioUrl && <AudioButton src={card.audioUrl} label={t('review.play')} />}
      </div>
      <dl className="mt-4 grid gap-3 text-sm">
        <div>
          <dt className="font-medium text-ink-muted">
            {card.kind === 'word' ? t('review.meaning') : t('review.translation')}
          </dt>
          <dd className="mt-0.5">
            <CardBack
              card={card}
              targetLanguage={targetLanguage}
              nativeLanguage={nativeLanguage}
              own={storyId !== undefined}
            />
          </dd>
        </div>
        {card.pronunciation && (
          <div>
            <dt className="font-medium text-ink-muted">{t('review.pronunciation')}</dt>
            <dd className="mt-0.5 text-base">
              <Pronunciation text={card.pronunciation} />
            </dd>
          </div>
        )}
        {card.hints.length > 0 && (
          <div>
            <dt className="font-medium text-ink-muted">{t('review.hints')}</dt>
            <dd>
              <FlashcardHints
                hints={card.hints}
                targetLanguage={targetLanguage}
                nativeLanguage={nativeLanguage}
              />
            </dd>
          </div>
        )}
      </dl>
      {usableImage(card.imageUrl) && (
        <img
          src={card.imageUrl}
          alt={t('review.image', { text: card.front })}
          loading="lazy"
          className="mt-4 max-h-72 rounded-xl object-cover"
        />
      )}
      <CardProblemList problems={card.problems} />
      {storyId && card.audioUrl ? (
        <ReportAudio storyId={storyId} cardId={card.id} front={card.front} />
      ) : null}
      {storyId && !card.audioUrl && audioFailed(card.problems) ? (
        <Link
          to={`/audio-fix?story=${encodeURIComponent(storyId)}`}
          className="mt-3 inline-block text-sm font-medium text-brand underline underline-offset-2"
        >
          {t('review.remakeAudio')}
        </Link>
      ) : null}
    </article>
  );
}
