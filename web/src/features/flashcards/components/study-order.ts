import type { DueCounts } from '@/features/flashcards/api/create-review';
import type { QueueItem } from '@/features/flashcards/api/get-study-queue';
import type { Flashcard } from '@/lib/guest-stories';

/** The cards to review: due ones, then new ones, in the queue's order. */
export function orderForReview(cards: Flashcard[], queue: QueueItem[]): Flashcard[] {
  const byId = new Map(cards.map((card) => [card.id, card]));
  const ordered = queue
    .filter((item) => item.group !== 'later')
    .map((item) => byId.get(item.cardId))
    .filter((card): card is Flashcard => card !== undefined);
  return ordered;
}

/** Counts of the queue's due and new cards. */
export function countQueue(queue: Pick<QueueItem, 'group'>[]): DueCounts {
  return {
    due: queue.filter((item) => item.group === 'due').length,
    new: queue.filter((item) => item.group === 'new').length,
  };
}

/** Compares answers the way the server does: ignoring case, accents and punctuation. */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
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

/** The right back and up to three other backs of the lesson, in a stable shuffled order. */
export function choicesFor(card: Flashcard, lesson: Flashcard[]): string[] {
  const right = normalizeAnswer(card.back);
  const seen = new Set([right]);
  const others: string[] = [];
  for (const other of [...lesson].sort((a, b) => hash(card.id + a.id) - hash(card.id + b.id))) {
    const key = normalizeAnswer(other.back);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    others.push(other.back);
    if (others.length === 3) break;
  }
  const at = hash(card.id) % (others.length + 1);
  return [...others.slice(0, at), card.back, ...others.slice(at)];
}
