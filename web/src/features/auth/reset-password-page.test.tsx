import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render';
import { json, mockApi } from '@/test/mock-api';

async function submit(password: string, repeat = password) {
  const view = renderApp('/reset-password?token=tok-1');
  await view.user.type(await screen.findByLabelText('New password'), password);
  await view.user.type(screen.getByLabelText('Confirm new password'), repeat);
  await view.user.click(screen.getByRole('button', { name: 'Set New Password' }));
  return view;
}

describe('/reset-password', () => {
  it('applies the register rules and checks the repeat', async () => {
    const calls = mockApi({ 'POST /api/v1/auth/password-reset/check': () => json(204) });
    const { user } = await submit('short');
    expect(
      await screen.findByText('Password must be at least 8 characters long', { exact: false }),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Str0ng!pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'Str0ng!pasS');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/auth/password-reset/check']);
  });

  it('sets the password, then offers to log in', async () => {
    const calls = mockApi({
      'POST /api/v1/auth/password-reset/check': () => json(204),
      'POST /api/v1/auth/password-reset/confirm': () => json(204),
    });
    const { user } = await submit('Str0ng!pass');
    expect(await screen.findByText('Password Updated!')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/confirm'))?.body).toEqual({
      token: 'tok-1',
      password: 'Str0ng!pass',
    });
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('says a used or bogus link is invalid before asking for a password (decision 0038)', async () => {
    mockApi({
      'POST /api/v1/auth/password-reset/check': () =>
        json(400, { title: 'Invalid Link', status: 400, code: 'invalid' }),
    });
    renderApp('/reset-password?token=used-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Link');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('explains an invalid link and offers a new one', async () => {
    mockApi({
      'POST /api/v1/auth/password-reset/check': () => json(204),
      'POST /api/v1/auth/password-reset/confirm': () =>
        json(400, {
          title: 'Invalid Link',
          status: 400,
          code: 'invalid',
          detail: 'This link is invalid or has expired. Please ask for a new one.',
        }),
    });
    const { user } = await submit('Str0ng!pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Link');
    await user.click(screen.getByRole('button', { name: 'Request a New Link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset Your Password' })).toBeInTheDocument();
  });
});
