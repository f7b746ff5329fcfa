import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { StudySettings } from '@/features/account/api/study-settings';
import { json, mockApi } from '@/test/mock-api';
import { guestMe, renderApp, userMe } from '@/test/render';

const estimates = [
  { retention: 0.7, reviewsPerDay: 4 },
  { retention: 0.75, reviewsPerDay: 5 },
  { retention: 0.8, reviewsPerDay: 6 },
  { retention: 0.85, reviewsPerDay: 8 },
  { retention: 0.9, reviewsPerDay: 12 },
  { retention: 0.95, reviewsPerDay: 20 },
  { retention: 0.97, reviewsPerDay: 30 },
];

function settings(over: Partial<StudySettings> = {}): StudySettings {
  return {
    desiredRetention: 0.9,
    estimates,
    fittingAvailable: true,
    reviewsToFirstFit: 312,
    reviewsForFirstFit: 400,
    studiedCards: 120,
    ...over,
  };
}

const others = {
  'GET /api/v1/uploads': () => json(200, { uploads: [], maxBytes: 1 }),
  'GET /api/v1/words': () => json(200, { languages: [] }),
};

describe('the account page’s memory settings (product §7)', () => {
  it('shows the cost of the desired retention and saves a new one', async () => {
    const calls = mockApi({
      ...others,
      'GET /api/v1/study/settings': () => json(200, settings()),
      'PUT /api/v1/study/settings': () =>
        json(200, settings({ desiredRetention: 0.86, estimates: [...estimates] })),
    });
    renderApp('/account', { me: userMe });
    const slider = await screen.findByRole('slider', { name: 'Desired retention' });
    expect(slider).toHaveValue('90');
    expect(screen.getByTestId('retention-cost')).toHaveTextContent('About 12 reviews a day at 90%');
    expect(screen.getByTestId('fit-status')).toHaveTextContent(
      'Storyglot fits its memory model to you after 400 reviews: 312 to go.',
    );
    fireEvent.change(slider, { target: { value: '86' } });
    // Between two estimates: straight between 8 (85 %) and 12 (90 %).
    expect(screen.getByTestId('retention-cost')).toHaveTextContent(
      'About 8.8 reviews a day at 86%',
    );
    await screen.findByText('Saved. Your next reviews are scheduled for it.');
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toEqual([
      { method: 'PUT', path: '/api/v1/study/settings', body: { desiredRetention: 0.86 } },
    ]);
  });

  it('says plainly when the server refuses the value or does not fit', async () => {
    mockApi({
      ...others,
      'GET /api/v1/study/settings': () => json(200, settings({ fittingAvailable: false })),
      'PUT /api/v1/study/settings': () =>
        json(422, {
          title: 'Desired Retention Out of Range',
          status: 422,
          code: 'invalid',
          detail: 'Choose a desired retention between 70% and 97%.',
        }),
    });
    renderApp('/account', { me: userMe });
    expect(await screen.findByTestId('fit-status')).toHaveTextContent(
      'Fitting the memory model to your own reviews is not available on this server',
    );
    fireEvent.change(screen.getByRole('slider', { name: 'Desired retention' }), {
      target: { value: '75' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your setting could not be saved. Choose a desired retention between 70% and 97%.',
    );
  });

  it('shows a guest their settings and the fit when it is done', async () => {
    mockApi({
      'GET /api/v1/study/settings': () =>
        json(
          200,
          settings({
            reviewsToFirstFit: 0,
            fitted: { at: '2026-11-03T10:00:00Z', reviews: 1234 },
            studiedCards: 0,
          }),
        ),
    });
    renderApp('/account', { me: guestMe });
    expect(await screen.findByTestId('fit-status')).toHaveTextContent(
      'Fitted to your 1,234 reviews on Nov 3.',
    );
    await waitFor(() =>
      expect(screen.getByRole('slider', { name: 'Desired retention' })).toHaveValue('90'),
    );
    expect(screen.getByTestId('retention-cost')).toHaveTextContent(
      'Study some cards to see what each setting costs.',
    );
  });
});
