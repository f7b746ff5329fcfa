import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Flashcard, Story } from '@/lib/api/lesson-types';
import { keepGuestLessons, testCard, testStory } from '@/test/lesson-fixtures';
import { json, mockApi } from '@/test/mock-api';
import { guestMe, renderApp } from '@/test/render';

const story = testStory({
  id: 'st_r',
  title: 'Ana vive en Madrid.',
  titleNative: 'Ana lives in Madrid.',
  titleAudioUrl: '/files/audio/t.mp3',
  content: 'Ana vive en Madrid. Le gusta el sol.',
  storyNative: 'Ana lives in Madrid. She likes the sun.',
  creditsCharged: 5,
  cardsDone: 3,
});

const card = (id: string, position: number, kind: Flashcard['kind'], front: string, back: string) =>
  testCard({
    id,
    storyId: 'st_r',
    position,
    kind,
    front,
    back,
    audioUrl: `/files/audio/${id}.mp3`,
    imageUrl: '',
    videoUrl: '',
  });
const cards = [
  card('s1', 0, 'sentence', 'Ana vive en Madrid.', 'Ana lives in Madrid.'),
  card('w1', 1, 'word', 'vive', 'lives'),
  card('s2', 2, 'sentence', 'Le gusta el sol.', ''),
];

describe('lesson title and reader', () => {
  it('renames the lesson (1–60 characters) on the server and in the local copy', async () => {
    keepGuestLessons({ story, cards });
    let current = story;
    const calls = mockApi({
      'GET /api/v1/stories/st_r/flashcards': () => json(200, { story: current, flashcards: cards }),
      'GET /api/v1/stories/st_r/study-queue': () => json(200, { storyId: 'st_r', cards: [] }),
      'PATCH /api/v1/stories/st_r': (call) => {
        current = {
          ...story,
          title: (call.body as { title: string }).title,
          originalTitle: story.title,
        };
        return json(200, current);
      },
    });
    renderApp('/flashcards?story=st_r', { me: guestMe });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename' }, { timeout: 15000 }));
    const field = screen.getByRole('textbox', { name: 'Lesson title' });
    fireEvent.change(field, { target: { value: 'x'.repeat(61) } });
    expect(screen.getByText('Please enter a title of 1 to 60 characters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '  Ana en   Madrid ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ana en Madrid' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ title: 'Ana en Madrid' });
    // The title the lesson was made with stays, with its audio.
    expect(screen.getByText('Ana vive en Madrid.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play the title' })).toBeInTheDocument();
    const kept = JSON.parse(window.localStorage.getItem('guest_stories') ?? '[]') as {
      title: string;
      story: Story;
    }[];
    expect(kept[0]?.title).toBe('Ana en Madrid');
    expect(kept[0]?.story.originalTitle).toBe('Ana vive en Madrid.');
  });

  it('shows the whole story sentence by sentence with translation and audio', async () => {
    mockApi({
      'GET /api/v1/stories/st_r/flashcards': () => json(200, { story, flashcards: cards }),
      'GET /api/v1/stories/st_r/study-queue': () => json(200, { storyId: 'st_r', cards: [] }),
    });
    renderApp('/flashcards?story=st_r', { me: guestMe });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Story' }, { timeout: 15000 }));
    const reader = await screen.findByRole('region', { name: 'The whole story' });
    const items = within(reader).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Ana vive en Madrid.Ana lives in Madrid.',
      'Le gusta el sol.',
    ]);
    expect(within(reader).getByRole('button', { name: 'Play sentence 2' })).toBeInTheDocument();
    expect(within(reader).getByText('Ana lives in Madrid. She likes the sun.')).toBeInTheDocument();
    await waitFor(() => {
      expect(reader.querySelectorAll('audio')).toHaveLength(2);
    });
  });
});
