import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { visitorMe } from '@/lib/session/me';
import { guestMe, renderApp } from '@/test/render';

/** A learner's progress over `days` days ending 2026-11-29, 3 reviews today. */
function progress(days: number) {
  const day = (i: number) =>
    new Date(Date.UTC(2026, 10, 29 - (days - 1) + i)).toISOString().slice(0, 10);
  return {
    days: Array.from({ length: days }, (_, i) => ({
      day: day(i),
      reviews: i === days - 1 ? 3 : i === days - 2 ? 7 : 0,
      new: i === days - 1 ? 3 : 0,
      minutes: i === days - 1 ? 2 : 0,
    })),
    months: Array.from({ length: 12 }, (_, i) => ({
      month: `2026-${String(i + 1).padStart(2, '0')}`.replace('2026-12', '2025-12'),
      reviews: i === 10 ? 20 : 0,
      passed: i === 10 ? 18 : 0,
      rate: i === 10 ? 0.9 : 0,
    })),
    forecast: Array.from({ length: 30 }, (_, i) => ({
      day: new Date(Date.UTC(2026, 10, 29 + i)).toISOString().slice(0, 10),
      due: i === 0 ? 3 : i === 3 ? 5 : 0,
    })),
    cards: { new: 12, learning: 3, review: 5, relearning: 1 },
    time: { todayMinutes: 2, last7Minutes: 9, totalMinutes: 61 },
    reviews: 10,
    streak: 2,
  };
}

const words = () =>
  json(200, {
    languages: [
      {
        language: 'es',
        known: 4,
        learning: 2,
        ignored: 0,
        months: [{ month: '2026-11', known: 4 }],
      },
    ],
  });

describe('the progress page (product §19)', () => {
  it('shows each chart as an image with a description and the same numbers in a table', async () => {
    const calls = mockApi({
      'GET /api/v1/progress': (call) => json(200, progress(Number(call.query.get('days')))),
      'GET /api/v1/words': words,
    });
    const { user } = renderApp('/progress', { me: guestMe });
    const reviews = await screen.findByTestId('progress-reviews');
    const chart = within(reviews).getByRole('img', { name: /Reviews on each of the last 30 days/ });
    expect(chart).toHaveAccessibleDescription(
      '10 reviews in 30 days, at most 7 on one day; today 3.',
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    const query = calls.find((c) => c.path === '/api/v1/progress')?.query;
    expect(query?.get('days')).toBe('30');
    expect(query?.get('tzOffset')).toBe(String(-new Date().getTimezoneOffset()));

    await user.click(within(reviews).getByText('Show as table'));
    const rows = within(within(reviews).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(31);
    const [, newest] = rows;
    if (!newest) throw new Error('no rows');
    const today = within(newest);
    expect(today.getByRole('rowheader')).toHaveTextContent('Nov 29');
    expect(today.getAllByRole('cell').map((c) => c.textContent)).toEqual(['3', '3', '2']);

    const forecast = screen.getByTestId('progress-forecast');
    expect(within(forecast).getByRole('img')).toHaveAccessibleDescription(
      '8 cards due in 30 days, 3 of them today (with the overdue ones).',
    );
    const cards = screen.getByTestId('progress-cards');
    expect(within(cards).getByRole('img')).toHaveAccessibleName('Your cards by state');
    expect(within(cards).getByRole('row', { name: /Learning/ })).toHaveTextContent('3');
    const retention = screen.getByTestId('progress-retention');
    expect(within(retention).getByRole('img')).toHaveAccessibleDescription(
      '90% over the last 12 months, from 20 reviews of learnt cards.',
    );
    const time = screen.getByTestId('progress-time');
    expect(time).toHaveTextContent('Today2 min');
    expect(time).toHaveTextContent('In all61 min');
    expect(time).toHaveTextContent('Days in a row2');
    expect(
      await screen.findByRole('img', { name: 'Known words in Spanish, month by month' }),
    ).toBeInTheDocument();

    // Another range asks for its days, and the chart follows.
    await user.click(within(reviews).getByRole('button', { name: '365 days' }));
    expect(await within(reviews).findByRole('img', { name: /last 365 days/ })).toBeInTheDocument();
    expect(within(reviews).getByRole('button', { name: '365 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      calls.filter((c) => c.path === '/api/v1/progress').map((c) => c.query.get('days')),
    ).toEqual(['30', '365']);
  });

  it('tells a brand-new learner how progress begins, with a link to study', async () => {
    mockApi({
      'GET /api/v1/progress': () => json(200, { ...progress(30), reviews: 0 }),
      'GET /api/v1/words': words,
    });
    renderApp('/progress', { me: guestMe });
    expect(await screen.findByText('Nothing studied yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Study your stories' })).toHaveAttribute(
      'href',
      '/stories',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says retention is not measured yet before any learnt card comes back, instead of an empty chart', async () => {
    const fresh = progress(30);
    mockApi({
      'GET /api/v1/progress': () =>
        json(200, {
          ...fresh,
          months: fresh.months.map((m) => ({ ...m, reviews: 0, passed: 0, rate: 0 })),
        }),
      'GET /api/v1/words': words,
    });
    renderApp('/progress', { me: guestMe });
    const retention = await screen.findByTestId('progress-retention');
    expect(
      await within(retention).findByText(/^Nothing to measure yet: retention shows once/),
    ).toBeInTheDocument();
    expect(within(retention).queryByRole('img')).not.toBeInTheDocument();
    expect(within(retention).queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks nothing of the server for a visitor without a session', async () => {
    const calls = mockApi({});
    renderApp('/progress', { me: visitorMe });
    expect(await screen.findByText('Nothing studied yet')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/v1/progress')).toHaveLength(0);
  });

  it('says so when the progress cannot be loaded', async () => {
    mockApi({
      'GET /api/v1/progress': () => json(500, { title: 'Internal Server Error', status: 500 }),
    });
    renderApp('/progress', { me: guestMe });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your progress could not be loaded.',
    );
  });
});
