import { useState } from 'react';

import {
  cardWay,
  useStudyDirection,
  type CardWay,
} from '@/features/flashcards/utils/study-direction';
import type { Flashcard } from '@/lib/api/lesson-types';

/**
 * How the card on screen is asked (decision 0051). The direction is the
 * lesson's (`lesson`: its id, or 'random'); a change made in a round applies
 * to the card on screen while it is unanswered, and otherwise from the next
 * card: an answer already shown never changes under the learner.
 * `turn` names the card's turn in the round (the same card may come again).
 */
export function useCardDirection(
  lesson: string,
  card: Pick<Flashcard, 'back' | 'audioUrl'> | undefined,
  turn: string,
  answered: boolean,
): CardWay {
  const chosen = useStudyDirection(lesson);
  const [held, setHeld] = useState({ turn, direction: chosen });
  const stale = held.turn !== turn || (!answered && held.direction !== chosen);
  // Derived state, set while rendering (React re-renders at once with it).
  if (stale) setHeld({ turn, direction: chosen });
  const direction = stale ? chosen : held.direction;
  return card ? cardWay(card, direction) : { ask: 'target' };
}
