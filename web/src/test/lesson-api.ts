import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

import type { Flashcard, Story } from '@/lib/api/lesson-types';
import { json, mockApi, type MockCall } from '@/test/mock-api';

/** The server of one lesson (st_1): its cards, its study queue, and the answer to a review. */
export function mockLessonApi({
  story,
  cards,
  queue,
  reviewResult,
}: {
  story: Story;
  cards: Flashcard[];
  queue: unknown;
  reviewResult: (call: MockCall) => Response;
}) {
  return mockApi({
    'GET /api/v1/stories/st_1/flashcards': () => json(200, { story, flashcards: cards }),
    'GET /api/v1/stories/st_1/study-queue': () => json(200, queue),
    'POST /api/v1/reviews': reviewResult,
  });
}

/** The reviews the page posted, in order. */
export function reviewCalls(calls: MockCall[]): MockCall[] {
  return calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/reviews');
}

/** Waits for the n-th review (counting from 1) to be posted and checks what it said. */
export async function expectReview(calls: MockCall[], n: number, body: Record<string, unknown>) {
  await waitFor(() => {
    expect(reviewCalls(calls)).toHaveLength(n);
  });
  expect(reviewCalls(calls)[n - 1]?.body).toMatchObject(body);
}
