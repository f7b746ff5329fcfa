import { describe, expect, it } from 'vitest';

import { keepGuestReview, readGuestReviews, type GuestReview } from '@/lib/guest-reviews';
import { undoReview } from '@/features/flashcards/api/undo-review';
import { pendingUndos, sendPendingUndos } from '@/lib/pending-undos';
import { storageKeys } from '@/lib/storage-keys';
import { json, mockApi } from '@/test/mock-api';

function answer(key: string): GuestReview {
  return {
    cardId: 'fc_1',
    mode: 'review',
    grade: 3,
    idempotencyKey: key,
    reviewedAt: '2026-11-29T10:00:00Z',
  };
}

const undone = {
  cardId: 'fc_1',
  grade: 3,
  memory: null,
  dueToday: { due: 0, new: 3 },
  dueTodayAll: { due: 1, new: 9 },
};

describe('taking a grade back', () => {
  it('tells the server and forgets the copies this browser keeps', async () => {
    keepGuestReview(answer('k1'));
    keepGuestReview(answer('k2'));
    keepGuestReview(answer('k1'), storageKeys.pendingReviews);
    const calls = mockApi({ 'DELETE /api/v1/reviews/k1': () => json(200, undone) });
    await expect(undoReview('k1', false)).resolves.toEqual({ undone, queued: false });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/v1/reviews/k1']);
    expect(calls[0]?.query.get('tzOffset')).toBe(String(-new Date().getTimezoneOffset()));
    expect(readGuestReviews().map((r) => r.idempotencyKey)).toEqual(['k2']);
    expect(readGuestReviews(storageKeys.pendingReviews)).toEqual([]);
  });

  it('asks no server for a lesson kept in this browser only', async () => {
    keepGuestReview(answer('local'));
    const calls = mockApi({});
    await expect(undoReview('local', true)).resolves.toEqual({ undone: null, queued: false });
    expect(calls).toEqual([]);
    expect(readGuestReviews()).toEqual([]);
  });

  it('counts a grade the server never had as taken back', async () => {
    mockApi({
      'DELETE /api/v1/reviews/gone': () => json(404, { title: 'Grade Not Found', status: 404 }),
    });
    await expect(undoReview('gone', false)).resolves.toEqual({ undone: null, queued: false });
  });

  it('passes on why the server keeps a grade', async () => {
    mockApi({
      'DELETE /api/v1/reviews/kept': () =>
        json(409, {
          title: 'Grade Kept',
          status: 409,
          detail: 'Only grades given today can be undone.',
        }),
    });
    await expect(undoReview('kept', false)).rejects.toThrow(
      'Only grades given today can be undone.',
    );
    expect(pendingUndos()).toEqual([]);
  });

  it('waits for the network, then takes the grade back once', async () => {
    let online = false;
    const calls = mockApi({
      'DELETE /api/v1/reviews/off': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return json(200, undone);
      },
      'DELETE /api/v1/reviews/late': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return json(409, { title: 'Grade Kept', status: 409 });
      },
    });
    await expect(undoReview('off', false)).resolves.toEqual({ undone: null, queued: true });
    await expect(undoReview('late', false)).resolves.toEqual({ undone: null, queued: true });
    expect(pendingUndos()).toEqual(['off', 'late']);
    await expect(sendPendingUndos()).resolves.toBe(0);
    expect(pendingUndos()).toEqual(['off', 'late']);
    online = true;
    await expect(sendPendingUndos()).resolves.toBe(1);
    expect(pendingUndos()).toEqual([]);
    // Tried when undone, on the first send (still offline), then taken back.
    expect(calls.filter((c) => c.path === '/api/v1/reviews/off')).toHaveLength(3);
  });
});
