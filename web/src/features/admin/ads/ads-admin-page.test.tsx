import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { bodyOf, emptyDraft } from '@/features/admin/ads/ad-draft';
import { renderApp, userMe } from '@/test/render';
import { json, mockApi } from '@/test/mock-api';

describe('/admin/ads', () => {
  it('tells a non-admin that the page is for admins, without asking for data', async () => {
    const calls = mockApi({});
    renderApp('/admin/ads', { me: userMe });
    expect(
      await screen.findByRole('heading', { name: 'Admins only' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lists the ads and the uploads an admin can make into ads', async () => {
    mockApi({
      'GET /api/v1/admin/ads': () =>
        json(200, {
          ads: [
            {
              id: 7,
              title: 'Club night',
              videoUrl: '/api/v1/files/videos/ab.webm',
              linkUrl: 'https://club.example.com',
              linkLabel: 'BOOK NOW',
              weight: 3,
              active: true,
              createdAt: '2026-11-24T06:00:00Z',
            },
          ],
        }),
      'GET /api/v1/admin/uploads': () =>
        json(200, {
          maxBytes: 50 << 20,
          uploads: [
            {
              id: 'u1',
              url: '/api/v1/files/videos/ab.webm',
              fileName: 'club.webm',
              contentType: 'video/webm',
              sizeBytes: 14_000,
              credits: 1,
              createdAt: '2026-11-24T06:00:00Z',
            },
          ],
        }),
    });
    renderApp('/admin/ads', { me: { ...userMe, role: 'admin' } });
    expect(
      await screen.findByText('Active · weight 3 · BOOK NOW', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Use as ad\s*club\.webm/ })).toBeEnabled();
    // A section of the console: its navigation is around it, with Ads as the current page.
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Ads' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Ads' })).toBeInTheDocument();
  });
});

describe('bodyOf', () => {
  it('sends an upload or a URL, never both, and dates as instants', () => {
    expect(bodyOf({ ...emptyDraft, uploadId: 'u1', videoUrl: 'https://x' })).toEqual({
      title: '',
      uploadId: 'u1',
      linkUrl: '',
      linkLabel: 'BOOK NOW',
      weight: 1,
      active: true,
    });
    const b = bodyOf({
      ...emptyDraft,
      videoUrl: 'https://v.example/a.mp4',
      startsAt: '2026-01-02T03:04',
    });
    expect(b.videoUrl).toBe('https://v.example/a.mp4');
    expect(b.uploadId).toBeUndefined();
    expect(b.startsAt).toBe(new Date('2026-01-02T03:04').toISOString());
  });
});
