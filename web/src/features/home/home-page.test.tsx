import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { guestMe, renderApp, userMe } from '@/test/render';
import { json, mockApi } from '@/test/mock-api';

async function continueWithEmail(email: string, options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp('/', options);
  await view.user.type(await screen.findByLabelText('Your email'), email);
  await view.user.click(screen.getByRole('button', { name: 'Continue with Email' }));
  return view;
}

describe('home for a visitor: the email-first flow', () => {
  it('shows the title, tagline and the authentication form', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Storyglot' })).toBeInTheDocument();
    expect(screen.getByText('Create. Share. Learn', { selector: 'main p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Register/Login' })).toBeInTheDocument();
  });

  it('rejects an invalid address without asking the server', async () => {
    const calls = mockApi({});
    await continueWithEmail('nobody@nowhere');
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('opens the login dialog with the address when stories exist for it', async () => {
    const calls = mockApi({
      'POST /api/v1/auth/email-status': () => json(200, { exists: true }),
    });
    await continueWithEmail('ana@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/auth/email-status']);
  });

  it('starts guest mode with the address when it is new, and shows 300 credits', async () => {
    const calls = mockApi({
      'POST /api/v1/auth/email-status': () => json(200, { exists: false }),
      'POST /api/v1/guest-sessions': () => json(201, { ...guestMe, email: 'new@example.com' }),
      'GET /api/v1/me': () => json(200, { ...guestMe, email: 'new@example.com' }),
    });
    await continueWithEmail('new@example.com');
    expect(await screen.findByText('Welcome, Guest!')).toBeInTheDocument();
    expect(screen.getByText('300')).toBeInTheDocument();
    expect(screen.getByText('1 credit = 1 character of story')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transform Your Story' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Stories' })).toHaveAttribute(
      'href',
      '/stories?email=new%40example.com',
    );
    expect(calls[1]).toMatchObject({
      path: '/api/v1/guest-sessions',
      body: { email: 'new@example.com' },
    });
  });

  it('continues as a guest when the check fails', async () => {
    mockApi({
      'POST /api/v1/auth/email-status': () => json(500, { title: 'Oops', status: 500 }),
      'POST /api/v1/guest-sessions': () => json(201, guestMe),
      'GET /api/v1/me': () => json(200, guestMe),
    });
    await continueWithEmail('new@example.com');
    expect(await screen.findByText('Welcome, Guest!')).toBeInTheDocument();
  });

  it('shows the login prompt with zero credits when the network may start no more guests', async () => {
    mockApi({
      'POST /api/v1/auth/email-status': () => json(200, { exists: false }),
      'POST /api/v1/guest-sessions': () =>
        json(429, { title: 'Too Many Attempts', status: 429, code: 'rate_limited' }),
    });
    await continueWithEmail('new@example.com');
    const prompt = await screen.findByRole('dialog', { name: 'Sign Up or Log In to Continue' });
    expect(within(prompt).getByText('Guest credits: 0')).toBeInTheDocument();
  });
});

describe('home for a guest or user', () => {
  it('has the header row of product §3', async () => {
    renderApp('/', { me: guestMe });
    const nav = await screen.findByRole('navigation', { name: 'Story shortcuts' });
    expect(within(nav).getByRole('link', { name: 'Map' })).toHaveAttribute('href', '/map');
    for (const name of ['Coffee', 'Lost', 'Kitchen', 'Logout Guest']) {
      expect(within(nav).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'My Stories' })).toBeInTheDocument();
  });

  it('asks a guest to confirm the logout, with the warning, then returns to the visitor home', async () => {
    const calls = mockApi({
      'POST /api/v1/auth/logout': () => json(204),
      'GET /api/v1/me': () =>
        json(200, { ...guestMe, mode: 'visitor', role: 'visitor', email: '', credits: 0 }),
    });
    const { user } = renderApp('/', { me: guestMe });
    await user.click(await screen.findByRole('button', { name: 'Logout Guest' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Log out of guest mode?' });
    expect(within(confirm).getByText('Logging in will delete all guest data')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // (The home page asks what is due today and what a lesson of the pair gets; nothing else is called.)
    const reads = new Set(['/api/v1/study/due', '/api/v1/meta/offers']);
    const others = () => calls.filter((c) => !reads.has(c.path));
    expect(others()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Logout Guest' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, log out' }));
    expect(await screen.findByRole('button', { name: 'Continue with Email' })).toBeInTheDocument();
    expect(screen.getByText('You have been logged out.')).toBeInTheDocument();
    expect(others()[0]).toMatchObject({ method: 'POST', path: '/api/v1/auth/logout' });
  });

  it('offers a Register button in the Logout Guest dialog, opening Register with the address', async () => {
    const { user } = renderApp('/', { me: guestMe });
    await user.click(await screen.findByRole('button', { name: 'Logout Guest' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Log out of guest mode?' });
    await user.click(within(confirm).getByRole('button', { name: 'Register and keep them' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('tab', { name: 'Register', selected: true }),
    ).toBeInTheDocument();
  });

  it('says in the Logout Guest dialog exactly how many credits a sign-up gives back', async () => {
    const { user } = renderApp('/', { me: { ...guestMe, credits: 233, creditsToRestore: 67 } });
    await user.click(await screen.findByRole('button', { name: 'Logout Guest' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Log out of guest mode?' });
    await user.click(
      within(confirm).getByRole('button', { name: 'Register and get 67 credits back' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('tab', { name: 'Register', selected: true }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('guest@example.com');
  });

  it('logs a user out at once', async () => {
    mockApi({
      'POST /api/v1/auth/logout': () => json(204),
      'GET /api/v1/me': () => json(200, { ...userMe, mode: 'visitor', role: 'visitor' }),
    });
    const { user } = renderApp('/', { me: userMe });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Continue with Email' })).toBeInTheDocument();
  });

  it('shows a guest the login prompt for a quick story, with continue-as-guest', async () => {
    const { user } = renderApp('/', { me: guestMe });
    await user.click(await screen.findByRole('button', { name: 'Lost' }));
    const prompt = await screen.findByRole('dialog', { name: 'Log In to Open Quick Stories' });
    await user.click(within(prompt).getByRole('button', { name: 'Continue as Guest' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('opens a quick story for a user in the chosen pair and goes to Review', async () => {
    window.localStorage.setItem('preferredTargetLanguage', 'fr');
    const calls = mockApi({
      'POST /api/v1/quick-stories/kitchen/lessons': () =>
        json(201, { storyId: 'qs_1', status: 'completed' }),
    });
    const { user, router } = renderApp('/', { me: userMe });
    await user.click(await screen.findByRole('button', { name: 'Kitchen' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/flashcards');
    });
    expect(router.state.location.search).toBe('?story=qs_1');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/v1/quick-stories/kitchen/lessons',
      body: { targetLanguage: 'fr', nativeLanguage: 'en' },
    });
    window.localStorage.removeItem('preferredTargetLanguage');
  });

  it('waits for a quick story still being made, then goes to Review', async () => {
    let polls = 0;
    mockApi({
      'POST /api/v1/quick-stories/phone/lessons': () =>
        json(201, { storyId: 'qs_2', status: 'queued' }),
      'GET /api/v1/stories/qs_2/status': () => {
        polls += 1;
        return json(200, { id: 'qs_2', status: polls > 1 ? 'completed' : 'processing' });
      },
    });
    const { user, router } = renderApp('/', { me: userMe });
    await user.click(await screen.findByRole('button', { name: 'Phone' }));
    expect(await screen.findByText('Preparing your lesson…')).toBeInTheDocument();
    await waitFor(
      () => {
        expect(router.state.location.search).toBe('?story=qs_2');
      },
      { timeout: 4000 },
    );
    expect(polls).toBe(2);
  });

  it('turns a 401 from a quick story into the login prompt', async () => {
    mockApi({
      'POST /api/v1/quick-stories/coffee/lessons': () =>
        json(401, { title: 'Login required', status: 401, code: 'unauthorized' }),
    });
    const { user } = renderApp('/', { me: userMe });
    await user.click(await screen.findByRole('button', { name: 'Coffee' }));
    expect(
      await screen.findByRole('dialog', { name: 'Log In to Open Quick Stories' }),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when a quick story cannot open", async () => {
    mockApi({
      'POST /api/v1/quick-stories/lost/lessons': () =>
        json(400, {
          title: 'Language Not Supported',
          status: 400,
          detail: 'Lost story not available for language pair: spanish_spanish',
        }),
    });
    const { user } = renderApp('/', { me: userMe });
    await user.click(await screen.findByRole('button', { name: 'Lost' }));
    expect(await screen.findByText('Language Not Supported')).toBeInTheDocument();
    expect(
      screen.getByText('Lost story not available for language pair: spanish_spanish'),
    ).toBeInTheDocument();
  });

  it("names the story when opening it fails on the server's side or the network", async () => {
    mockApi({
      'POST /api/v1/quick-stories/coffee/lessons': () =>
        json(500, { title: 'Internal Server Error', status: 500, detail: 'boom' }),
    });
    const { user } = renderApp('/', { me: userMe });
    await user.click(await screen.findByRole('button', { name: 'Coffee' }));
    expect(await screen.findByText('Error loading story')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong loading the Coffee story.')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it("says 'Story not available' when the story has no text for the pair", async () => {
    mockApi({
      'POST /api/v1/quick-stories/kitchen/lessons': () =>
        json(400, {
          title: 'Story not available',
          status: 400,
          detail: 'Kitchen story not available for language pair: japanese_english',
        }),
    });
    const { user } = renderApp('/', { me: userMe });
    await user.click(await screen.findByRole('button', { name: 'Kitchen' }));
    expect(await screen.findByText('Story not available')).toBeInTheDocument();
  });

  it('links to the curated library', async () => {
    renderApp('/', { me: userMe });
    expect(await screen.findByRole('link', { name: 'Library' })).toHaveAttribute(
      'href',
      '/library',
    );
  });

  it('offers the two credit packs of product §5, saying why they cannot be bought here', async () => {
    const { user } = renderApp('/', { me: userMe });
    expect(await screen.findByText('Welcome, ana!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy Credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Credits' });
    expect(within(dialog).getByText('Perfect for trying out')).toBeInTheDocument();
    expect(within(dialog).getByText('Great for regular use')).toBeInTheDocument();
    expect(within(dialog).getByText('Best Value')).toBeInTheDocument();
    expect(within(dialog).getByText('$0.99')).toBeInTheDocument();
    expect(within(dialog).getByText('$4.99')).toBeInTheDocument();
    // This test server has no card payments: the buttons say why they are off.
    for (const name of ['Buy 50 credits', 'Buy 300 credits']) {
      const buy = within(dialog).getByRole('button', { name });
      expect(buy).toBeDisabled();
      expect(buy).toHaveAccessibleDescription(/Card payments are not set up on this server/);
    }
    expect(within(dialog).getByRole('link', { name: 'All ways to get credits' })).toHaveAttribute(
      'href',
      '/order',
    );
  });

  it('shows a user the study goal that earns credits, with progress', async () => {
    mockApi({
      'GET /api/v1/earned-credits': () =>
        json(200, {
          day: '2026-11-24',
          goal: 10,
          answered: 3,
          goalMet: false,
          goalCredits: 5,
          streak: 2,
          streakDays: 7,
          streakCredits: 20,
          earnedToday: 0,
        }),
    });
    renderApp('/', { me: userMe });
    const card = await screen.findByRole('region', { name: 'Earn credits by studying' });
    expect(
      within(card).getByText(
        'Grade 10 different cards in a day: +5 credits. Every 7 days in a row: +20 more.',
      ),
    ).toBeInTheDocument();
    const bar = await within(card).findByRole('progressbar', { name: '3 of 10 cards today' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(within(card).getByText('Days in a row: 2')).toBeInTheDocument();
  });

  it('tells a guest why studying earns them nothing, and asks for no progress', async () => {
    const calls = mockApi({});
    renderApp('/', { me: guestMe });
    const card = await screen.findByRole('region', { name: 'Earn credits by studying' });
    expect(
      within(card).getByText(/Guests don't earn: credits for studying are paid to accounts only/),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/v1/earned-credits')).toBe(false);
  });

  it('shows a guest out of credits what to do next: sign up to get them back', async () => {
    const { user } = renderApp('/', { me: { ...guestMe, credits: 0, creditsToRestore: 300 } });
    expect(await screen.findByText('Not enough credits for a new story')).toBeInTheDocument();
    expect(
      screen.getByText(/Sign up and the 300 credits you spent come back\./),
    ).toBeInTheDocument();
    // Buying and earning are offered too, each with its reason.
    expect(screen.getByRole('button', { name: 'Sign up to earn credits' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Credits' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Sign up to get credits back' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows a user out of credits how to buy or earn more', async () => {
    renderApp('/', { me: { ...userMe, credits: 4 } });
    expect(await screen.findByText('Not enough credits for a new story')).toBeInTheDocument();
    expect(
      screen.getByText(/Buy a pack, or grade 10 different cards today to earn 5 credits\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Study now' })).toHaveAttribute('href', '/flashcards');
    expect(screen.getByRole('button', { name: 'Buy Credits' })).toBeEnabled();
  });
});
