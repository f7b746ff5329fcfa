import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { guestMe, renderApp, userMe } from '@/test/render';
import { json, mockApi } from '@/test/mock-api';

const report = {
  id: 7,
  storyId: 's1',
  storyTitle: 'Ana in Sevilla',
  targetLanguage: 'es',
  cardId: 'c1',
  position: 0,
  front: 'Ana vive en Sevilla.',
  audioUrl: '/api/v1/files/audio/a.mp3',
  note: 'It says another word',
  createdAt: '2026-11-24T06:00:00Z',
  closed: false,
};

const cards = {
  storyId: 's1',
  title: 'Ana in Sevilla',
  targetLanguage: 'es',
  cards: [
    { id: 'c1', position: 0, front: 'Ana vive en Sevilla.', audioUrl: '/api/v1/files/audio/a.mp3' },
    { id: 'c2', position: 1, front: 'Compra pan.', audioUrl: '/api/v1/files/audio/b.mp3' },
  ],
};

describe('/audio-fix report queue', () => {
  it("shows an admin every open report; fixing the card's audio closes it", async () => {
    let open = [report];
    const calls = mockApi({
      'GET /api/v1/admin/audio-reports': () => json(200, { reports: open }),
      'GET /api/v1/stories': () => json(200, { stories: [] }),
      'GET /api/v1/stories/s1/audio': () => json(200, cards),
      'POST /api/v1/stories/s1/audio': () => {
        open = [];
        return json(200, {
          ...cards,
          cards: [{ ...cards.cards[0], audioUrl: '/api/v1/files/audio/new.mp3', changed: true }],
        });
      },
    });
    const { user } = renderApp('/audio-fix', { me: { ...userMe, role: 'admin' } });
    const queue = await screen.findByRole(
      'region',
      { name: 'Reported audio (all lessons)' },
      { timeout: 10_000 },
    );
    expect(await within(queue).findByText(/It says another word/)).toBeInTheDocument();
    await user.click(within(queue).getByRole('button', { name: /Open its lesson/ }));

    const lesson = await screen.findByRole('region', { name: 'Ana in Sevilla' });
    expect(
      await within(lesson).findByText(/Reported as wrong: It says another word/),
    ).toBeInTheDocument();
    await user.click(within(lesson).getByRole('button', { name: /Fix this audio\s*Ana vive/ }));
    expect(await screen.findByText('New audio made for 1 card.')).toBeInTheDocument();
    expect(await within(queue).findByText('No open reports.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/v1/audio-reports')).toBe(false);
  });

  it("shows a learner only their own lessons' reports", async () => {
    const calls = mockApi({
      'GET /api/v1/audio-reports': () => json(200, { reports: [] }),
      'GET /api/v1/stories': () => json(200, { stories: [] }),
    });
    renderApp('/audio-fix', { me: guestMe });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Reported audio in your lessons' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/v1/admin/'))).toBe(false);
  });
});
