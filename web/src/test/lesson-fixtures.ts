/**
 * Lessons as the server sends them, for tests (decision 0027): a story, its
 * cards, the answer to a review, and a guest's copy kept in this browser.
 * Each test overrides only what it is about.
 */
import type { Flashcard, Story } from '@/lib/api/lesson-types';
import type { components } from '@/lib/api/schema';
import { storageKeys } from '@/lib/storage-keys';

/** A finished Spanish lesson for an English speaker. */
export function testStory(overrides: Partial<Story> = {}): Story {
  return {
    id: 'st_1',
    title: 'María va al mercado.',
    content: 'María va al mercado.',
    nativeLanguage: 'en',
    targetLanguage: 'es',
    languagePair: 'spanish_english',
    status: 'completed',
    loadingFlashcards: false,
    creditsCharged: 20,
    creditsRefunded: 0,
    cardsDone: 1,
    wrongLanguage: false,
    softTimeoutSeconds: 300,
    hardTimeoutSeconds: 780,
    createdAt: '2026-11-22T05:00:00Z',
    ...overrides,
  };
}

/** A sentence card of story st_1 with its video and no audio or hints. */
export function testCard(overrides: Partial<Flashcard> = {}): Flashcard {
  const id = overrides.id ?? 'fc_1';
  return {
    id,
    storyId: 'st_1',
    position: 0,
    kind: 'sentence',
    front: 'María va al mercado.',
    back: 'María goes to the market.',
    machineDraft: false,
    pronunciation: '',
    videoUrl: `/api/v1/flashcards/${id}/video`,
    hints: [],
    languagePair: 'spanish_english',
    ...overrides,
  };
}

export type ReviewResult = components['schemas']['CreateReviewOutputBody'];

/**
 * POST /api/v1/reviews' answer: the card now learning, due in ten minutes;
 * all lessons' counts (`dueTodayAll`) only when given, as the server sends them
 * in Random mode only.
 */
export function testReviewResult(overrides: Partial<ReviewResult> = {}): ReviewResult {
  return {
    cardId: 'fc_1',
    grade: 3,
    state: 'learning',
    due: '2026-11-22T05:10:00Z',
    difficulty: 5,
    stability: 1,
    retrievability: 1,
    reps: 1,
    lapses: 0,
    scheduledDays: 0,
    replayed: false,
    dueToday: { due: 0, new: 0 },
    ...overrides,
  };
}

/** Keeps lessons in this browser as a guest's (the app's own format, lib/guest-stories). */
export function keepGuestLessons(...lessons: { story: Story; cards: Flashcard[] }[]): void {
  window.localStorage.setItem(
    storageKeys.guestStories,
    JSON.stringify(
      lessons.map(({ story, cards }) => ({
        id: story.id,
        created_at: story.createdAt,
        content: story.content,
        title: story.title,
        cards,
        story,
      })),
    ),
  );
}
