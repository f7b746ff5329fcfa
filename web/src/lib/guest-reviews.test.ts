import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { importChunk, importGuestReviews } from '@/lib/guest-reviews-import';
import {
  keepGuestReview,
  maxGuestReviews,
  readGuestReviews,
  type GuestReview,
} from '@/lib/guest-reviews';
import { storageKeys } from '@/lib/storage-keys';
import { json, mockApi } from '@/test/mock-api';
import { guestMe, renderApp, userMe } from '@/test/render';

function review(n: number): GuestReview {
  return {
    cardId: `fc_${String(n)}`,
    mode: 'review',
    grade: 3,
    idempotencyKey: `key-${String(n)}`,
    reviewedAt: new Date(Date.UTC(2026, 10, 22, 5, 0, n)).toISOString(),
  };
}

const imports = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/reviews/import');

describe('answers a guest keeps in the browser', () => {
  it('keeps the newest ones, oldest first, and ignores what it cannot read', () => {
    window.localStorage.setItem(storageKeys.guestReviews, '{not json');
    expect(readGuestReviews()).toEqual([]);
    window.localStorage.setItem(
      storageKeys.guestReviews,
      JSON.stringify([{ cardId: 1 }, review(0)]),
    );
    expect(readGuestReviews()).toEqual([review(0)]);
    const full = Array.from({ length: maxGuestReviews }, (_, i) => review(i));
    window.localStorage.setItem(storageKeys.guestReviews, JSON.stringify(full));
    for (let i = maxGuestReviews; i < maxGuestReviews + 3; i++) keepGuestReview(review(i));
    const kept = readGuestReviews();
    expect(kept).toHaveLength(maxGuestReviews);
    expect(kept[0]).toEqual(review(3));
    expect(kept.at(-1)).toEqual(review(maxGuestReviews + 2));
    window.localStorage.removeItem(storageKeys.guestReviews);
  });

  it('moves them to the account once a user is signed in, then forgets them', async () => {
    keepGuestReview(review(1));
    keepGuestReview(review(2));
    const calls = mockApi({
      'POST /api/v1/reviews/import': () => json(200, { imported: 2, skipped: 0 }),
    });
    renderApp('/about', { me: userMe });
    await waitFor(() => {
      expect(imports(calls)).toHaveLength(1);
    });
    expect(calls.find((c) => c.path === '/api/v1/reviews/import')?.body).toEqual({
      reviews: [review(1), review(2)],
    });
    await waitFor(() => {
      expect(window.localStorage.getItem(storageKeys.guestReviews)).toBeNull();
    });
  });

  it('keeps them while the user is a guest, and when the import fails', async () => {
    keepGuestReview(review(1));
    const calls = mockApi({
      'POST /api/v1/reviews/import': () => json(503, { status: 503, title: 'Unavailable' }),
    });
    const guest = renderApp('/about', { me: guestMe });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(imports(calls)).toEqual([]);
    guest.unmount();

    renderApp('/about', { me: userMe });
    await waitFor(() => {
      expect(imports(calls)).toHaveLength(1);
    });
    expect(readGuestReviews()).toEqual([review(1)]);
    window.localStorage.removeItem(storageKeys.guestReviews);
  });
});

describe('importing kept answers', () => {
  it('sends them in chunks and drops a chunk the server refuses as invalid, not one it could not take', async () => {
    const all = Array.from({ length: importChunk + 5 }, (_, i) => review(i));
    window.localStorage.setItem(storageKeys.guestReviews, JSON.stringify(all));
    let call = 0;
    const calls = mockApi({
      'POST /api/v1/reviews/import': () => {
        call += 1;
        return call === 1
          ? json(422, { status: 422, title: 'Unprocessable Entity' })
          : json(503, { status: 503, title: 'Unavailable' });
      },
    });
    await expect(importGuestReviews()).rejects.toThrow();
    const bodies = imports(calls).map((c) => (c as { body?: { reviews: unknown[] } }).body);
    expect(bodies.map((b) => b?.reviews.length)).toEqual([importChunk, 5]);
    // The refused chunk is gone; the one that met a server failure is kept.
    expect(readGuestReviews()).toEqual(all.slice(importChunk));
    window.localStorage.removeItem(storageKeys.guestReviews);
  });
});
