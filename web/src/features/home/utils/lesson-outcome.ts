import type { Flashcard, Story } from '@/lib/api/lesson-types';

/** How a lesson being made ends (product §6): ready with its cards, or failed and refunded. */
export type LessonOutcome =
  | { kind: 'ready'; story: Story; cards: Flashcard[] }
  | { kind: 'failed'; story: Story; creditsRefunded: number };
