import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { testCard, testStory } from '@/test/lesson-fixtures';
import { json, mockApi } from '@/test/mock-api';
import { renderApp, userMe } from '@/test/render';

const token = 'T'.repeat(43);
const shared = {
  story: testStory({
    id: 'orig',
    title: 'Ana vive en Sevilla.',
    titleNative: 'Ana lives in Seville.',
    content: 'Ana vive en Sevilla.',
    creditsCharged: 0,
    hardTimeoutSeconds: 600,
    createdAt: '2026-11-20T10:00:00Z',
  }),
  flashcards: [
    testCard({
      id: 'c1',
      storyId: 'orig',
      front: 'Ana vive en Sevilla.',
      back: 'Ana lives in Seville.',
      edited: true,
      pronunciation: 'ˈana ˈβiβe',
      audioUrl: '/api/v1/files/audio/a.mp3',
    }),
  ],
};

describe('a shared story', () => {
  it('shows the lesson read-only and sends a visitor through sign-in', async () => {
    mockApi({ [`GET /api/v1/shared/${token}`]: () => json(200, shared) });
    const { user } = renderApp(`/shared/${token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ana vive en Sevilla.' }),
    ).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Flashcards' });
    expect(cards).toHaveTextContent('ˈana ˈβiβe');
    expect(within(cards).getByText('Edited')).toBeInTheDocument();
    expect(
      within(cards).getByRole('button', { name: 'Play “Ana vive en Sevilla.”' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to my stories' }));
    expect(
      await screen.findByRole('dialog', { name: 'Login to View Your Shared Story!' }),
    ).toBeInTheDocument();
  });

  it('adds it for a signed-in learner and opens their copy', async () => {
    const calls = mockApi({
      [`GET /api/v1/shared/${token}`]: () => json(200, shared),
      [`POST /api/v1/shared/${token}/accept`]: () => json(201, { storyId: 'copy', created: true }),
    });
    const { user, router } = renderApp(`/shared/${token}`, { me: userMe });
    await user.click(await screen.findByRole('button', { name: 'Add to my stories' }));
    await waitFor(() => {
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/flashcards?story=copy',
      );
    });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says plainly when the link no longer works', async () => {
    mockApi({
      [`GET /api/v1/shared/${token}`]: () =>
        json(404, { title: 'Shared Story Not Found', status: 404, code: 'not_found' }),
    });
    renderApp(`/shared/${token}`, { language: 'fr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ce lien ne fonctionne pas' }),
    ).toBeInTheDocument();
  });
});
