import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { guestMe, renderApp, userMe } from '@/test/render';
import { json, mockApi } from '@/test/mock-api';

describe('/admin', () => {
  it('tells a non-admin that the area is for admins, without asking for data', async () => {
    const calls = mockApi({});
    renderApp('/admin', { me: userMe });
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    renderApp('/admin', { me: guestMe });
    expect(calls).toEqual([]);
  });

  it('shows an admin the mail outbox with clickable links', async () => {
    mockApi({
      'GET /api/v1/admin/outbox': () =>
        json(200, {
          messages: [
            {
              id: 1,
              to: 'ana@example.com',
              template: 'confirm_email',
              lang: 'en',
              subject: 'Confirm your Storyglot account',
              link: 'http://localhost:8080/api/v1/auth/confirm?token=abc',
              status: 'logged',
              createdAt: '2026-01-02T10:00:00Z',
            },
          ],
        }),
    });
    renderApp('/admin', { me: { ...userMe, role: 'admin' } });
    const table = await screen.findByRole('table', { name: 'Mail outbox' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toBeDefined();
    if (!row) return;
    expect(within(row).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Confirm your Storyglot account')).toBeInTheDocument();
    expect(within(row).getByText('Logged')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open confirmation link' })).toHaveAttribute(
      'href',
      'http://localhost:8080/api/v1/auth/confirm?token=abc',
    );
  });
});
