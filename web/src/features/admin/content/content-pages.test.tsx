import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ContentVersion } from '@/features/admin/content/content-api';
import { json, mockApi } from '@/test/mock-api';
import { renderApp, userMe } from '@/test/render';

const slow = { timeout: 10_000 };
const adminMe = { ...userMe, role: 'admin' as const, email: 'boss@example.com' };

function version(n: number, title: string, over: Partial<ContentVersion> = {}): ContentVersion {
  return {
    language: 'es',
    slug: 'coffee',
    version: n,
    action: n === 0 ? 'original' : 'edited',
    retired: false,
    level: 'A2',
    title,
    titleTranslations: { en: `${title} (en)` },
    sentences: [{ text: 'Ana entra.', translations: { en: 'Ana comes in.' } }],
    changes: n === 0 ? [] : [{ field: 'title' }],
    note: '',
    authorEmail: n === 0 ? '' : 'boss@example.com',
    ...(n === 0 ? {} : { createdAt: '2026-11-24T10:00:00Z' }),
    ...over,
  };
}

describe('the content pages', () => {
  it('are for admins only: a learner gets no form and no call', async () => {
    const calls = mockApi({});
    renderApp('/create-content/stories', { me: userMe });
    expect(await screen.findByRole('heading', { name: 'Admins only' }, slow)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('edit the newest version: the browser’s and the server’s problems by their fields, then the saved version', async () => {
    let answer = json(400, {
      title: 'Invalid story',
      status: 400,
      code: 'invalid',
      detail:
        'Sentence 1 is not one sentence as lessons cut the text: write one sentence per line.',
      fields: {
        'sentences.1.text':
          'Sentence 1 is not one sentence as lessons cut the text: write one sentence per line.',
      },
    });
    const calls = mockApi({
      'GET /api/v1/admin/content/stories': () =>
        json(200, { stories: [version(1, 'La panadería')] }),
      'GET /api/v1/admin/content/stories/es/coffee/versions': () =>
        json(200, { stories: [version(1, 'La panadería'), version(0, 'Un café')] }),
      'POST /api/v1/admin/content/stories': () => answer,
    });
    const { user } = renderApp('/create-content?language=es&slug=coffee', { me: adminMe });
    const title = await screen.findByRole('textbox', { name: 'Title' }, slow);
    expect(title).toHaveValue('La panadería');
    expect(screen.getByText('Editing Version 1 (Edited).')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Story language' })).toHaveValue('es');

    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save version' }));
    expect(screen.getByText('Please fill this in.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(title, 'El horno');
    await user.click(screen.getByRole('button', { name: 'Save version' }));
    expect(
      await screen.findByText(/Sentence 1 is not one sentence as lessons cut the text/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text of sentence 1' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      language: 'es',
      slug: 'coffee',
      baseVersion: 1,
      level: 'A2',
      title: 'El horno',
      titleTranslations: { en: 'La panadería (en)' },
      sentences: [{ text: 'Ana entra.', translations: { en: 'Ana comes in.' } }],
    });

    answer = json(201, version(2, 'El horno'));
    await user.click(screen.getByRole('button', { name: 'Save version' }));
    expect(await screen.findByText('Saved as version 2. Learners get it now.')).toBeInTheDocument();
  });

  it('show a version beside the one before and restore it as a new version', async () => {
    const calls = mockApi({
      'GET /api/v1/admin/content/stories/es/coffee/versions': () =>
        json(200, {
          stories: [version(2, 'Dos'), version(1, 'Uno'), version(0, 'Un café')],
        }),
      'POST /api/v1/admin/content/stories/es/coffee/restore': () =>
        json(201, version(3, 'Uno', { action: 'restored', restoredFrom: 1 })),
    });
    const { user } = renderApp('/content-history?language=es&slug=coffee', { me: adminMe });
    expect(
      await screen.findByRole('heading', { name: 'Version 2 beside Version 1' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('Learners get this version.')).toBeInTheDocument();
    const versions = screen.getByRole('list', { name: 'Versions' });
    await user.click(within(versions).getByRole('link', { name: /Version 1/ }));
    expect(
      await screen.findByRole('heading', { name: 'Version 1 beside Original' }),
    ).toBeInTheDocument();
    // The version shown is the current item of the history's navigation.
    expect(within(versions).getByRole('link', { name: /Version 1/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(versions).getByRole('link', { name: /Version 2/ })).not.toHaveAttribute(
      'aria-current',
    );
    await user.click(screen.getByRole('button', { name: 'Restore Version 1' }));
    await waitFor(() => {
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ version: 1, baseVersion: 2 });
    });
  });

  it('retire a story only after the admin confirms', async () => {
    const calls = mockApi({
      'GET /api/v1/admin/content/stories': () =>
        json(200, { stories: [version(1, 'La panadería')] }),
      'POST /api/v1/admin/content/stories/es/coffee/retire': () =>
        json(201, version(2, 'La panadería', { action: 'retired', retired: true })),
    });
    const { user } = renderApp('/create-content/stories', { me: adminMe });
    const retire = await screen.findByRole('button', { name: /Retire “La panadería”/ }, slow);
    await user.click(retire);
    const dialog = await screen.findByRole('alertdialog', { name: 'Retire this story?' });
    expect(
      within(dialog).getByText(/Learners will no longer get “La panadería”/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(retire);
    await user.click(await screen.findByRole('button', { name: 'Retire story' }));
    await waitFor(() => {
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ baseVersion: 1 });
    });
  });
});
