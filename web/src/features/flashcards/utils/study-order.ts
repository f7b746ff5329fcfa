import type { DueCounts } from '@/features/flashcards/api/create-review';
import type { QueueItem } from '@/features/flashcards/api/get-study-queue';
import { normalizeAnswer } from '@/features/flashcards/utils/grading';
import type { Flashcard } from '@/lib/api/lesson-types';

/** The cards to review: due ones, then new ones, in the queue's order. */
export function orderForReview(cards: Flashcard[], queue: QueueItem[]): Flashcard[] {
  const byId = new Map(cards.map((card) => [card.id, card]));
  const ordered = queue
    .filter((item) => item.group !== 'later')
    .map((item) => byId.get(item.cardId))
    .filter((card): card is Flashcard => card !== undefined);
  return ordered;
}

/** The cards with the grade intervals the server sent in the queue. */
export function withIntervals<C extends { id: string }>(
  cards: C[],
  queue: QueueItem[],
): (C & { intervals?: QueueItem['intervals'] })[] {
  const byId = new Map(queue.map((item) => [item.cardId, item.intervals]));
  return cards.map((card) => {
    const intervals = byId.get(card.id);
    return intervals ? { ...card, intervals } : card;
  });
}

/** Counts of the queue's due and new cards. */
export function countQueue(queue: Pick<QueueItem, 'group'>[]): DueCounts {
  return {
    due: queue.filter((item) => item.group === 'due').length,
    new: queue.filter((item) => item.group === 'new').length,
  };
}

/** A small deterministic hash, so a card's choices keep their order across renders. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A fresh seed for a round: choices and their positions change from round to round. */
export function roundSeed(): string {
  return Math.random().toString(36).slice(2);
}

/**
 * The right back and up to three other backs of the lesson, shuffled by the
 * round's seed. Distractors are of the same kind (words with words, sentences
 * with sentences) and of the nearest length first, so length gives nothing away.
 * `side` 'front': the same with the cards' target texts (native → target).
 */
export function choicesFor(
  card: Flashcard,
  lesson: Flashcard[],
  seed = '',
  side: 'back' | 'front' = 'back',
): string[] {
  const answer = card[side];
  const right = normalizeAnswer(answer);
  const size = Array.from(answer).length;
  const seen = new Set([right]);
  const candidates: { text: string; rank: number; order: number }[] = [];
  for (const other of lesson) {
    const text = other[side];
    const key = normalizeAnswer(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const length = Array.from(text).length;
    // Length within a factor of two of the answer counts as similar.
    const similar = Math.max(length, size) <= 2 * Math.max(1, Math.min(length, size));
    candidates.push({
      text,
      rank: (other.kind === card.kind ? 0 : 2) + (similar ? 0 : 1),
      order: hash(seed + card.id + other.id),
    });
  }
  const others = candidates
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, 3)
    .map((c) => c.text);
  const at = hash(seed + card.id) % (others.length + 1);
  return [...others.slice(0, at), answer, ...others.slice(at)];
}
