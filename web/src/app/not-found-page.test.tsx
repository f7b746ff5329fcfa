import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/test/render';

describe('not-found page', () => {
  it('shows for a path that is not a route and links home', async () => {
    const { user, router } = renderApp('/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Page not found · Storyglot');
    });

    const home = screen.getByRole('link', { name: 'Back to home' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);

    expect(await screen.findByRole('button', { name: 'Continue with Email' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('is not shown for the routes of product §3', async () => {
    renderApp('/create-content/stories');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Stories' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });
});
