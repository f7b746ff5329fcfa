import { useTranslation } from 'react-i18next';

import { RightIcon, WrongIcon } from '@/features/flashcards/components/tile-icons';
import type { OrderScore } from '@/features/flashcards/utils/score-order';
import { tileClass } from '@/features/flashcards/utils/tile-style';
import type { Tile } from '@/features/flashcards/utils/word-tiles';
import { cn } from '@/lib/cn';

interface CheckedAnswerProps {
  tiles: Tile[];
  score: OrderScore;
  targetLanguage: string;
  nativeLanguage: string;
  dir: 'rtl' | undefined;
}

/** The learner's sentence once checked: each word marked in the right place or not. */
export function CheckedAnswer({
  tiles,
  score,
  targetLanguage,
  nativeLanguage,
  dir,
}: CheckedAnswerProps) {
  const { t } = useTranslation('study');
  return (
    <ol
      lang={targetLanguage}
      dir={dir}
      className="flex min-h-16 flex-wrap gap-2"
      aria-labelledby="order-answer-label"
    >
      {tiles.map((tile, i) => {
        const right = score.marks[i] === true;
        return (
          <li
            key={tile.id}
            className={cn(
              tileClass,
              right
                ? 'border-success bg-success-soft text-ink'
                : 'border-danger bg-danger-soft text-danger',
            )}
          >
            {right ? <RightIcon /> : <WrongIcon />}
            {tile.text}
            <span className="sr-only">
              {' — '}
              <span lang={nativeLanguage}>
                {right ? t('order.rightPlace') : t('order.wrongPlace')}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
