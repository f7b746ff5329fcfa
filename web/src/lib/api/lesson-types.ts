import type { components } from '@/lib/api/schema';

/** A story and the state of its lesson, as the server sends it. */
export type Story = components['schemas']['StoryBody'];
/** One flashcard, as the server sends it. */
export type Flashcard = components['schemas']['FlashcardBody'];
