import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { guestMe, renderApp, userMe } from '@/test/render';
import { json, mockApi } from '@/test/mock-api';

describe('/uploads', () => {
  it('asks a guest to sign up, without asking for uploads', async () => {
    const calls = mockApi({});
    renderApp('/uploads', { me: guestMe });
    expect(
      await screen.findByRole('heading', { name: 'Sign up to upload videos' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("lists a user's uploads with size and cost", async () => {
    mockApi({
      'GET /api/v1/uploads': () =>
        json(200, {
          maxBytes: 50 << 20,
          uploads: [
            {
              id: 'u1',
              url: '/api/v1/files/videos/ab.mp4',
              fileName: 'show.mp4',
              contentType: 'video/mp4',
              sizeBytes: 3 << 19,
              credits: 2,
              createdAt: '2026-11-24T06:00:00Z',
            },
          ],
        }),
    });
    renderApp('/uploads', { me: userMe });
    expect(
      await screen.findByRole('link', { name: /Watch\s*show\.mp4/ }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/api/v1/files/videos/ab.mp4');
    expect(screen.getByText(/1\.5 MB · 2 credits/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Comedy Club Video' })).toBeEnabled();
  });

  it('deletes an upload only after the learner confirms', async () => {
    let uploads = [
      {
        id: 'u1',
        url: '/api/v1/files/videos/ab.mp4',
        fileName: 'show.mp4',
        contentType: 'video/mp4',
        sizeBytes: 1000,
        credits: 1,
        createdAt: '2026-11-24T06:00:00Z',
      },
    ];
    const calls = mockApi({
      'GET /api/v1/uploads': () => json(200, { maxBytes: 50 << 20, uploads }),
      'DELETE /api/v1/uploads/u1': () => {
        uploads = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/uploads', { me: userMe });
    await user.click(
      await screen.findByRole('button', { name: /Delete\s*show\.mp4/ }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this video?' });
    expect(
      within(dialog).getByText(/The credits it cost are not given back\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: /Delete\s*show\.mp4/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete video' }));
    expect(
      await screen.findByText('No video has been uploaded yet.', undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    // The confirmation closes and says so.
    expect(await screen.findByText('“show.mp4” was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/v1/uploads/u1',
    ]);
  });
});
