import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testCard, testStory } from '@/features/home/components/story-card/test-wrapper';
import type { Story } from '@/lib/api/lesson-types';
import { FakeEventSource } from '@/test/fake-event-source';
import { json, mockApi } from '@/test/mock-api';
import { guestMe, renderApp } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const started = 'Flashcard generation started successfully!';

async function generate() {
  vi.stubGlobal('EventSource', FakeEventSource);
  const story = testStory({ id: 'st_9', content: 'María va al mercado. Compra pan y fruta.' });
  mockApi({
    'POST /api/v1/stories': () => json(202, { story, expectedSeconds: 3 }),
    'GET /api/v1/me': () => json(200, guestMe),
    'GET /api/v1/stories/st_9/flashcards': () =>
      json(200, { story: { ...story, status: 'completed' }, flashcards: [testCard()] }),
  });
  const { user } = renderApp('/', { me: guestMe });
  await user.click(await screen.findByRole('textbox', { name: 'Your story' }));
  await user.paste(story.content);
  await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }));
  // The wait is in the page from the start, transparent for its first 0.7 s.
  expect(await screen.findByRole('region', { name: 'Making your flashcards' })).toHaveClass(
    'sg-after-a-moment',
  );
  return story;
}

// Issue 26: 'started' and the wait are said only when the wait is long enough to notice.
describe("the lesson's 'started' toast", () => {
  it('is never said for a lesson ready within a second', async () => {
    const story = await generate();
    act(() => {
      FakeEventSource.last?.emit('card', testCard());
      FakeEventSource.last?.emit('done', { ...story, status: 'completed' } satisfies Story);
    });
    expect(await screen.findByText('Flashcards Ready', {}, { timeout: 3000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.queryByText(started)).not.toBeInTheDocument();
  });

  it('is said once the lesson has taken a second', async () => {
    await generate();
    expect(await screen.findByText(started, {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
