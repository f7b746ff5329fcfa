import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { guestMe, renderApp, userMe } from '@/test/render';
import { json, mockApi } from '@/test/mock-api';

// The console's sections are chunks of their own: the first render waits for them.
const slow = { timeout: 5000 };

const adminMe = { ...userMe, role: 'admin' as const, email: 'boss@example.com' };

const ana = {
  id: 'u1',
  email: 'ana@example.com',
  role: 'user',
  confirmed: true,
  disabled: false,
  credits: 120,
  stories: 2,
  createdAt: '2026-01-02T10:00:00Z',
};

function detail(over: Partial<typeof ana> = {}) {
  return {
    user: { ...ana, ...over },
    sessions: over.disabled ? 0 : 1,
    ledger: [
      {
        id: 7,
        delta: 300,
        balanceAfter: 300,
        reason: 'signup_grant',
        reference: '',
        createdAt: '2026-01-02T10:00:00Z',
      },
    ],
  };
}

describe('the admin console', () => {
  it('gives a non-admin the admins-only page and calls no admin API', async () => {
    const calls = mockApi({});
    renderApp('/admin/users', { me: userMe });
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(screen.getByText(/not an admin account/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks a guest to log in, also on the content pages', async () => {
    mockApi({});
    renderApp('/create-content', { me: guestMe });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Content' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it(
    'finds a user, adjusts credits with a reason and disables the account',
    { timeout: 30_000 },
    async () => {
      let current = detail();
      const calls = mockApi({
        'GET /api/v1/admin/users': () => json(200, { users: [ana], total: 1 }),
        'GET /api/v1/admin/users/ana%40example.com': () => json(200, current),
        'POST /api/v1/admin/users/ana%40example.com/credit-adjustments': () => {
          current = detail({ credits: 170 });
          return json(200, current);
        },
        'PUT /api/v1/admin/users/ana%40example.com/disabled': () => {
          current = detail({ credits: 170, disabled: true });
          return json(200, current);
        },
      });
      const user = userEvent.setup();
      renderApp('/admin', { me: adminMe });
      expect(await screen.findByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
      await user.type(
        await screen.findByRole('searchbox', { name: 'E-mail address' }, slow),
        'ana',
      );
      await user.click(await screen.findByRole('link', { name: /ana@example.com/ }, slow));

      expect(
        await screen.findByRole('heading', { name: 'ana@example.com' }, slow),
      ).toBeInTheDocument();
      expect(await screen.findByText('signup_grant', {}, slow)).toBeInTheDocument();
      const form = screen.getByRole('form', { name: 'Adjust credits' });
      const adjust = within(form).getByRole('button', { name: 'Adjust' });
      expect(adjust).toBeDisabled();
      fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '50' } });
      await user.type(within(form).getByLabelText('Reason'), 'Sorry for the outage');
      await user.click(adjust);
      expect(await screen.findByText('Done. The balance is now 170.')).toBeInTheDocument();
      const post = calls.find((c) => c.method === 'POST');
      expect(post?.body).toMatchObject({ delta: 50, reason: 'Sorry for the outage' });

      await user.click(screen.getByRole('button', { name: 'Disable account' }));
      await user.click(screen.getByRole('button', { name: 'Disable' }));
      expect(await screen.findByRole('button', { name: 'Enable account' })).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ disabled: true });
    },
  );

  it('does not offer an admin to disable or demote themselves', async () => {
    mockApi({
      'GET /api/v1/admin/users/boss%40example.com': () =>
        json(200, detail({ email: 'boss@example.com', role: 'admin' })),
    });
    renderApp('/admin/users/boss%40example.com', { me: adminMe });
    expect(await screen.findByRole('button', { name: 'Revoke admin' }, slow)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Disable account' })).toBeDisabled();
  });

  it('publishes a finished story to the curated list', async () => {
    const story = {
      id: 's1',
      title: 'El gato',
      ownerKind: 'user',
      ownerEmail: 'ana@example.com',
      targetLanguage: 'es',
      nativeLanguage: 'en',
      status: 'completed',
      cards: 4,
      public: false,
      createdAt: '2026-01-02T10:00:00Z',
    };
    const calls = mockApi({
      'GET /api/v1/admin/stories': () => json(200, { stories: [story], total: 1 }),
      'PUT /api/v1/admin/public-stories/s1': () =>
        json(200, { storyId: 's1', publishedAt: '2026-01-03T10:00:00Z' }),
    });
    const user = userEvent.setup();
    renderApp('/admin/stories', { me: adminMe });
    await user.click(await screen.findByRole('button', { name: 'Publish' }, slow));
    expect(
      calls.some((c) => c.method === 'PUT' && c.path === '/api/v1/admin/public-stories/s1'),
    ).toBe(true);
  });

  it('shows an error log entry with its stack', async () => {
    mockApi({
      'GET /api/v1/admin/error-logs/5': () =>
        json(200, {
          id: 5,
          type: 'network_error',
          category: 'api',
          severity: 'high',
          message: 'fetch failed',
          stack: 'at load (app.js:1)',
          userEmail: 'ana@example.com',
          createdAt: '2026-01-02T10:00:00Z',
        }),
    });
    renderApp('/admin/errors/5', { me: adminMe });
    expect(await screen.findByRole('heading', { name: 'network_error' }, slow)).toBeInTheDocument();
    expect(screen.getByText('at load (app.js:1)')).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
  });
});
