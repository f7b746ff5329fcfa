import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppLayout } from '@/app/layout/app-layout';
import { AppProvider } from '@/app/provider';
import { RouteErrorPage } from '@/app/route-error-page';
import { queryKeys } from '@/lib/api/query-keys';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { renderApp, testMeta } from '@/test/render';

// Every route of product §3 with its document title (and its h1 where the two differ).
const pages: [path: string, title: string, heading?: string][] = [
  ['/stories', 'My Stories'],
  ['/flashcards', 'Flashcard Review'],
  ['/test', 'Flashcard Test'],
  ['/missing', 'Missing Word'],
  ['/order', 'Get Credits'],
  ['/random', 'Random Mode'],
  ['/slideshow', 'Slideshow'],
  ['/reset-password', 'Reset Password'],
  // A visitor: no payment is known, so none is claimed (decision 0038).
  ['/payment-success', 'Your Payment'],
  ['/payment-canceled', 'Payment Canceled'],
  ['/audio-fix', 'Audio Fix'],
  ['/privacy-policy', 'Privacy Policy', 'Privacy policy'],
  ['/terms-of-service', 'Terms of Service', 'Terms of service'],
  ['/map', 'Map'],
  ['/about', 'About Us', 'Learn a language through the stories you love'],
  ['/contact', 'Contact', 'Contact and support'],
  ['/leaderboards', 'Leaderboards'],
  ['/admin', 'Admin'],
  ['/create-content', 'Create Content'],
  ['/content-history', 'Content History'],
  ['/create-content/stories', 'Admin Stories'],
];

describe('routes', () => {
  it('shows "Loading page..." while the page code loads, then the page', async () => {
    renderApp('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Storyglot' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Email' })).toBeInTheDocument();
    expect(screen.getByText('Create. Share. Learn', { selector: 'main p' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page...')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Storyglot · Create. Share. Learn');
    });
  });

  it.each(pages)('%s shows its page "%s" with its title', async (path, title, heading) => {
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: heading ?? title }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe(`${title} · Storyglot`);
    });
    // The layout is around every page.
    expect(screen.getByRole('link', { name: 'Storyglot' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('shows "Loading page..." in the layout while the next page\'s code loads', async () => {
    let loaded: (page: { Component: () => ReactNode }) => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: AppLayout,
          children: [
            { index: true, Component: () => <h1>Start</h1> },
            { path: 'slow', lazy: () => new Promise((resolve) => (loaded = resolve)) },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.meta, testMeta);
    render(
      <AppProvider i18n={createI18n('en')} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Start' })).toBeInTheDocument();

    await act(async () => {
      void router.navigate('/slow');
      await Promise.resolve();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(screen.queryByRole('heading', { name: 'Start' })).not.toBeInTheDocument();

    await act(async () => {
      loaded({ Component: () => <h1>Slow page</h1> });
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page...')).not.toBeInTheDocument();
  });

  it('the footer shows the server version from /api/v1/meta', async () => {
    renderApp('/about');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Learn a language through the stories you love',
    });
    expect(screen.getByText(`Version ${testMeta.version}`)).toBeInTheDocument();
  });
});

describe('RouteErrorPage', () => {
  it('is the router error page: "Unexpected Application Error!" with the cause', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          ErrorBoundary: RouteErrorPage,
          HydrateFallback: () => null,
          loader: () => {
            throw new Error('Failed to fetch dynamically imported module');
          },
          Component: () => null,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
