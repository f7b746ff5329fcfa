import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { renderApp, userMe } from '@/test/render';

describe('the account page’s words (product §18)', () => {
  it('shows the words known per language and month by month, as a chart and a table', async () => {
    mockApi({
      'GET /api/v1/uploads': () => json(200, { uploads: [], maxBytes: 1 }),
      'GET /api/v1/words': () =>
        json(200, {
          languages: [
            {
              language: 'de',
              known: 42,
              learning: 7,
              ignored: 3,
              months: [
                { month: '2026-10', known: 12 },
                { month: '2026-11', known: 42 },
              ],
            },
          ],
        }),
    });
    renderApp('/account', { me: userMe });
    const german = await screen.findByTestId('words-de');
    expect(within(german).getByRole('heading', { name: 'German' })).toBeInTheDocument();
    expect(german).toHaveTextContent('42 known · 7 learning · 3 ignored');
    expect(
      within(german).getByRole('img', { name: 'Known words in German, month by month' }),
    ).toBeInTheDocument();
    const rows = within(within(german).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('42');
  });

  it('says how words become known when there are none yet', async () => {
    mockApi({
      'GET /api/v1/uploads': () => json(200, { uploads: [], maxBytes: 1 }),
      'GET /api/v1/words': () => json(200, { languages: [] }),
    });
    renderApp('/account', { me: userMe });
    expect(await screen.findByText(/No words yet/)).toBeInTheDocument();
  });
});
