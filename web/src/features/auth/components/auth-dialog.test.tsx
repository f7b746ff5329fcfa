import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { guestMe, renderApp, userMe } from '@/test/render';
import { json, mockApi } from '@/test/mock-api';

const loginError = {
  title: 'Login Error',
  status: 401,
  code: 'unauthorized',
  detail: 'Invalid login credentials. If you have just registered, confirm your email first.',
};

async function openDialog(path = '/', options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(path, options);
  await view.user.click(await screen.findByRole('button', { name: 'Register/Login' }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog };
}

describe('Login/Register dialog', () => {
  it('has the headline, the Login and Register tabs, and a disabled Google button that says why', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Register' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(
      within(dialog).getByText('Google sign-in is not configured on this server'),
    ).toBeInTheDocument();
    // Focus starts in the email field.
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
  });

  it('checks for missing information and the email shape before calling the server', async () => {
    const calls = mockApi({});
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in both email and password.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Password'), 'whatever');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('applies the password rules of product §4 when registering, with a strength hint', async () => {
    const calls = mockApi({});
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Register' }));
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    const password = within(dialog).getByLabelText('Password');

    await user.type(password, 'abc');
    expect(within(dialog).getByText('Strength: Weak')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findAllByText('Password must be at least 8 characters long')).not.toEqual(
      [],
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, 'abcdefgh');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findAllByText(
        'Password should contain a mix of uppercase, lowercase, numbers, and special characters',
      ),
    ).not.toEqual([]);

    await user.clear(password);
    await user.type(password, 'Abcdefgh1!xyz');
    expect(within(dialog).getByText('Strength: Strong')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('registers, tells the user to confirm the email and mentions restored credits', async () => {
    const calls = mockApi({
      'POST /api/v1/auth/register': () => json(201, { creditsToRestore: 12 }),
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'Register' }));
    await user.type(within(dialog).getByLabelText('Email'), ' New@Example.com ');
    await user.type(within(dialog).getByLabelText('Password'), 'Str0ng!pass');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration Successful!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please check your email to confirm your account. Your 12 guest credits will be restored when you first log in.',
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/v1/auth/register',
        body: { email: 'New@Example.com', password: 'Str0ng!pass', lang: 'en', stayLoggedIn: true },
      },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('sends "Stay logged in" as ticked and says what unticking it means', async () => {
    const calls = mockApi({
      'POST /api/v1/auth/login': () => json(200, userMe),
      'GET /api/v1/me': () => json(200, userMe),
    });
    const { user, dialog } = await openDialog();
    const stay = within(dialog).getByRole('checkbox', { name: /Stay logged in/ });
    expect(stay).toBeChecked();
    expect(
      within(dialog).getByText('Keeps you signed in on this device for 30 days.'),
    ).toBeInTheDocument();
    await user.click(stay);
    expect(
      within(dialog).getByText('You will be signed out when you close the browser.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-Pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/v1/auth/login')?.body).toEqual({
      email: 'ana@example.com',
      password: 'secret-Pass1',
      stayLoggedIn: false,
    });
  });

  it('starts unticked after confirming a sign-up made without "Stay logged in"', async () => {
    mockApi({});
    renderApp('/?emailConfirmed=1&stayLoggedIn=0');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: /Stay logged in/ })).not.toBeChecked();
  });

  it('is busy during the request (buttons disabled, spinner) and closes on success', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'POST /api/v1/auth/login': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      'GET /api/v1/me': () => json(200, userMe),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-Pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    const busy = await within(dialog).findByRole('button', { name: 'Please wait...' });
    expect(busy).toBeDisabled();
    expect(within(busy).getByTestId('busy-spinner')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(within(dialog).getByRole('tab', { name: 'Register' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Email')).toBeDisabled();

    answer(json(200, userMe));
    expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    // The home page follows /me: the user's credits card.
    expect(await screen.findByText('Welcome, ana!')).toBeInTheDocument();
  });

  it("shows the server's error, and after five failed attempts blocks the sixth in the browser", async () => {
    const calls = mockApi({ 'POST /api/v1/auth/login': () => json(401, loginError) });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    const submit = within(dialog).getByRole('button', { name: 'Log In' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await user.click(submit);
      await waitFor(() => {
        expect(calls).toHaveLength(attempt);
      });
      await waitFor(() => {
        expect(submit).toBeEnabled();
      });
    }
    expect(screen.getAllByText('Login Error')[0]).toBeInTheDocument();
    expect(screen.getAllByText(loginError.detail)[0]).toBeInTheDocument();

    await user.click(submit);
    expect(await screen.findByText('Too Many Attempts')).toBeInTheDocument();
    expect(screen.getByText('Please wait before trying again.')).toBeInTheDocument();
    expect(calls).toHaveLength(5);
    const stored = JSON.parse(window.localStorage.getItem('loginAttempts') ?? '{}') as Record<
      string,
      { count: number }
    >;
    expect(stored['ana@example.com']?.count).toBe(5);
  });

  it('offers to restore guest credits when the guest has spent some', async () => {
    const me = { ...guestMe, creditsToRestore: 42 };
    const { user } = renderApp('/', { me });
    await user.click(await screen.findByRole('button', { name: 'Coffee' }));
    await user.click(await screen.findByRole('button', { name: 'Login / Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(within(dialog).getByText('Restore your 42 guest credits!')).toBeInTheDocument();
  });

  it('uses the share headline from a shared story and adds the story after login', async () => {
    const calls = mockApi({
      'GET /api/v1/shared/story-7': () =>
        json(404, { title: 'Shared Story Not Found', status: 404, code: 'not_found' }),
      'POST /api/v1/auth/login': () => json(200, userMe),
      'GET /api/v1/me': () => json(200, userMe),
      'GET /api/v1/stories': () => json(200, { stories: [], due: [], known: [], total: 0 }),
      'GET /api/v1/study/due': () => json(200, { total: { due: 0, new: 0 }, stories: [] }),
      'POST /api/v1/shared/story-7/accept': () => json(201, { storyId: 'copy', created: true }),
    });
    const { user, router } = renderApp('/stories?publicShare=story-7&autoAccept=true');
    await user.click(await screen.findByRole('button', { name: 'Log in to add the story' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: 'Login to View Your Shared Story!' }),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-Pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Welcome back! Adding shared story...')).toBeInTheDocument();
    // On /stories?publicShare=…&autoAccept=true the story is added, once.
    expect(await screen.findByText('Shared story added')).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(router.state.location.pathname).toBe('/stories');
    expect(calls.filter((c) => c.path.endsWith('/accept'))).toHaveLength(1);
  });

  it("has a 'Forgot Password?' view that sends the reset link", async () => {
    const calls = mockApi({
      'POST /api/v1/auth/password-reset': () => json(202, { message: 'ok' }),
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Forgot Password?' }));
    expect(
      within(dialog).getByRole('heading', { name: 'Reset Your Password' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email Required')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Password Reset Email Sent!')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'ana@example.com', lang: 'en' });
    // Back on the login tab.
    expect(await within(dialog).findByRole('tab', { name: 'Login' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Forgot Password?' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back to Login' }));
    expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});

describe('landing flags', () => {
  it('emailConfirmed=1 confirms, opens the login dialog with the share headline and cleans the URL', async () => {
    const { router } = renderApp('/?emailConfirmed=1&publicShare=s1');
    expect(await screen.findByText('Email confirmed! You can log in now.')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: 'Login to View Your Shared Story!' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
  });

  it('emailConfirmed=1 without a share: signed in, the new learner lands on My Stories', async () => {
    mockApi({
      'POST /api/v1/auth/login': () => json(200, userMe),
      'GET /api/v1/me': () => json(200, userMe),
    });
    const { router, user } = renderApp('/?emailConfirmed=1#email=ana%40example.com');
    const dialog = await screen.findByRole('dialog');
    // The confirmed address is filled in (from the fragment), the password has the focus.
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    await waitFor(() => {
      expect(router.state.location.hash).toBe('');
    });
    expect(screen.getAllByText('Email confirmed! You can log in now.')).toHaveLength(1);
    await user.type(within(dialog).getByLabelText('Password'), 'secret-Pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/stories');
    });
  });

  it('emailConfirmed=0 and authError=google show their errors', async () => {
    const { router } = renderApp('/?emailConfirmed=0&authError=google');
    expect(
      await screen.findByText(
        'This confirmation link is invalid or has expired. Please register again to get a new one.',
      ),
    ).toBeInTheDocument();
    expect((await screen.findAllByText('Login Error')).length).toBeGreaterThan(0);
    expect(screen.getByText('Failed to login with Google. Please try again.')).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
