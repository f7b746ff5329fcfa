import type { Dispatch, Ref, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';

import { OrderBoard } from '@/features/flashcards/components/order-board';
import { BankTiles } from '@/features/flashcards/components/bank-tiles';
import { CheckedAnswer } from '@/features/flashcards/components/checked-answer';
import type { OrderScore } from '@/features/flashcards/utils/score-order';
import type { Tile } from '@/features/flashcards/utils/word-tiles';
import { cn } from '@/lib/cn';

interface OrderAnswerProps {
  /** The score once checked; null while the sentence is being built. */
  checked: OrderScore | null;
  /** The ids of the words placed, in the learner's order. */
  answer: string[];
  setAnswer: Dispatch<SetStateAction<string[]>>;
  /** The words placed. */
  tiles: Tile[];
  byId: Map<string, Tile>;
  targetLanguage: string;
  nativeLanguage: string;
  dir: 'rtl' | undefined;
  onReturn: (tile: Tile) => void;
  listRef: Ref<HTMLOListElement>;
}

/** The learner's sentence: being built (a board to reorder), or checked word by word. */
export function OrderAnswer({
  checked,
  answer,
  setAnswer,
  tiles,
  byId,
  targetLanguage,
  nativeLanguage,
  dir,
  onReturn,
  listRef,
}: OrderAnswerProps) {
  const { t } = useTranslation('study');
  return (
    <>
      <h2
        id="order-answer-label"
        className="mt-6 text-xs font-semibold tracking-wide text-ink-muted uppercase"
      >
        {t('order.answer')}
      </h2>
      <div
        className={cn(
          'mt-2 rounded-2xl border-2 border-dashed p-3',
          checked ? 'border-transparent px-0' : 'border-line',
        )}
      >
        {checked ? (
          <CheckedAnswer
            tiles={tiles}
            score={checked}
            targetLanguage={targetLanguage}
            nativeLanguage={nativeLanguage}
            dir={dir}
          />
        ) : (
          <OrderBoard
            answer={answer}
            setAnswer={setAnswer}
            byId={byId}
            targetLanguage={targetLanguage}
            dir={dir}
            onReturn={onReturn}
            listRef={listRef}
          />
        )}
      </div>
    </>
  );
}

interface OrderBankProps {
  listRef: Ref<HTMLUListElement>;
  tiles: Tile[];
  targetLanguage: string;
  dir: 'rtl' | undefined;
  onPlace: (tile: Tile) => void;
}

/** The words not placed yet (or a word that they are all placed). */
export function OrderBank({ listRef, tiles, targetLanguage, dir, onPlace }: OrderBankProps) {
  const { t } = useTranslation('study');
  return (
    <>
      <h2
        id="order-bank-label"
        className="mt-6 text-xs font-semibold tracking-wide text-ink-muted uppercase"
      >
        {t('order.bank')}
      </h2>
      <BankTiles
        listRef={listRef}
        tiles={tiles}
        targetLanguage={targetLanguage}
        dir={dir}
        onPlace={onPlace}
      />
      {tiles.length === 0 && (
        <p className="py-2.5 text-sm text-ink-muted">{t('order.bankEmpty')}</p>
      )}
    </>
  );
}
