import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { guestMe, renderApp, userMe } from '@/test/render';

const board = {
  period: 'week',
  language: '',
  since: '2026-11-23T00:00:00Z',
  entries: [
    { rank: 1, displayName: 'ben', points: 12, isMe: false },
    { rank: 2, displayName: 'ana', points: 5, isMe: true },
  ],
  me: { rank: 2, displayName: 'ana', points: 5, isMe: true },
  optedIn: true,
};

describe('/leaderboards', () => {
  it('lists the week, marks the caller and states their rank', async () => {
    mockApi({ 'GET /api/v1/leaderboards': () => json(200, board) });
    renderApp('/leaderboards', { me: { ...userMe, leaderboardOptIn: true } });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['RankLearnerPoints', '1ben12', '2anaYou5']);
    expect(screen.getByTestId('own-rank')).toHaveTextContent('Your rank: #2 with 5 points.');
    expect(screen.getByRole('switch', { name: 'Appear on the leaderboards' })).toBeChecked();
  });

  it('switches the caller on (PATCH /api/v1/me) and reloads the board', async () => {
    const calls = mockApi({
      'GET /api/v1/leaderboards': () =>
        json(200, { ...board, entries: [], me: { ...board.me, rank: 1 }, optedIn: false }),
      'PATCH /api/v1/me': () => json(200, { ...userMe, leaderboardOptIn: true }),
      'GET /api/v1/me': () => json(200, { ...userMe, leaderboardOptIn: true }),
    });
    const { user } = renderApp('/leaderboards', { me: userMe });
    expect(await screen.findByTestId('own-rank')).toHaveTextContent(
      'You would be #1 with 5 points. Only you can see this until you switch the leaderboards on.',
    );
    const toggle = screen.getByRole('switch', { name: 'Appear on the leaderboards' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByRole('switch', { checked: true })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ leaderboardOptIn: true });
    expect(calls.filter((c) => c.path === '/api/v1/leaderboards').length).toBeGreaterThan(1);
  });

  it('tells a guest that guests are never listed, and asks per period', async () => {
    const calls = mockApi({
      'GET /api/v1/leaderboards': () => json(200, { ...board, me: undefined, entries: [] }),
    });
    const { user } = renderApp('/leaderboards', { me: guestMe });
    expect(await screen.findByText(/Guests are never listed/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'All time' }));
    await screen.findByText(/Nobody is on this board yet/);
    expect(calls.map((c) => c.path)).toContain('/api/v1/leaderboards');
  });
});
