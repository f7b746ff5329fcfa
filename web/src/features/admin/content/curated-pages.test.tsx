import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { CuratedVersion } from '@/features/admin/content/curated-api';
import { json, mockApi } from '@/test/mock-api';
import { renderApp, testMeta, userMe } from '@/test/render';

const slow = { timeout: 10_000 };
const adminMe = { ...userMe, role: 'admin' as const, email: 'boss@example.com' };
const meta = {
  ...testMeta,
  learningLanguages: [
    { code: 'it', name: 'Italian', nativeName: 'Italiano' },
    { code: 'en', name: 'English', nativeName: 'English' },
  ],
};

function curated(n: number, title: string, text: string): CuratedVersion {
  return {
    id: 'c1',
    version: n,
    targetLanguage: 'it',
    nativeLanguage: 'en',
    title,
    text,
    storyId: `s${String(n)}`,
    changes: n === 1 ? [{ field: 'written' }] : [{ field: 'title' }, { field: 'text' }],
    authorEmail: 'boss@example.com',
    createdAt: '2026-11-24T10:00:00Z',
  };
}

describe('the curated stories page', () => {
  it('writes a story: the browser’s problems first, then the pair, title and text sent', async () => {
    const calls = mockApi({
      'GET /api/v1/admin/content/curated': () => json(200, { stories: [] }),
      'POST /api/v1/admin/content/curated': () =>
        json(201, curated(1, 'Il mercato', 'Marco va al mercato.')),
    });
    const { user } = renderApp('/create-content/curated', { me: adminMe, meta });
    const title = await screen.findByRole('textbox', { name: 'Title' }, slow);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Translated into' }), 'it');
    await user.click(screen.getByRole('button', { name: 'Save version' }));
    expect(screen.getByText('Choose two different languages.')).toBeInTheDocument();
    expect(screen.getAllByText('Please fill this in.')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Translated into' }), 'en');
    await user.type(title, 'Il mercato');
    await user.type(screen.getByRole('textbox', { name: 'Story text' }), 'Marco va al mercato.');
    await user.click(screen.getByRole('button', { name: 'Save version' }));
    expect(await screen.findByText(/Saved as version 1\./)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      targetLanguage: 'it',
      nativeLanguage: 'en',
      title: 'Il mercato',
      text: 'Marco va al mercato.',
    });
  });

  it('edits a story from the list on its newest version, and shows a stale save’s problem', async () => {
    const calls = mockApi({
      'GET /api/v1/admin/content/curated': () =>
        json(200, { stories: [curated(2, 'Al mercato', 'Marco compra pere.')] }),
      'POST /api/v1/admin/content/curated/c1': () =>
        json(409, {
          title: 'Story Changed',
          status: 409,
          code: 'conflict',
          detail:
            'Someone saved "Al mercato" (version 3) after you opened it. Reload it and make your change again.',
        }),
    });
    const { user } = renderApp('/create-content/curated', { me: adminMe, meta });
    await user.click(await screen.findByRole('button', { name: 'Edit “Al mercato”' }, slow));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Al mercato');
    expect(screen.queryByRole('combobox', { name: 'Story language' })).not.toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Il mercato');
    await user.click(screen.getByRole('button', { name: 'Save version' }));
    expect(await screen.findByText(/Someone saved "Al mercato" \(version 3\)/)).toBeInTheDocument();
    await waitFor(() => {
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        baseVersion: 2,
        title: 'Il mercato',
        text: 'Marco compra pere.',
      });
    });
  });

  it('lists a curated story’s versions in the history, with who changed what', async () => {
    mockApi({
      'GET /api/v1/admin/content/curated/c1/versions': () =>
        json(200, {
          stories: [
            curated(2, 'Al mercato', 'Marco compra pere.'),
            curated(1, 'Il mercato', 'Marco va al mercato.'),
          ],
        }),
    });
    renderApp('/content-history?curated=c1', { me: adminMe, meta });
    const versions = await screen.findByRole('list', { name: 'Versions' }, slow);
    const items = within(versions).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [newer, older] = items;
    if (!newer || !older) throw new Error('two versions expected');
    expect(within(newer).getByText('Changed: title, text')).toBeInTheDocument();
    expect(within(older).getByText('Marco va al mercato.')).toBeInTheDocument();
    expect(within(older).getByText(/boss@example.com/)).toBeInTheDocument();
  });
});
