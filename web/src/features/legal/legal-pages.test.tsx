import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { storageKeys } from '@/lib/storage-keys';
import { renderApp, testMeta } from '@/test/render';

describe('legal pages', () => {
  it('name the operator from the server settings and say what is stored', async () => {
    renderApp('/privacy-policy', {
      meta: {
        ...testMeta,
        operator: { name: 'Lingua GmbH', email: 'privacy@lingua.example' },
        retention: { analyticsDays: 60, errorLogDays: 90 },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This Storyglot site is run by Lingua GmbH\./)).toBeInTheDocument();
    for (const heading of [
      'Sessions and cookies',
      'Data kept in your browser',
      'Analytics without third parties',
      'Error logs',
      'Payments',
      'AI providers',
      'How long we keep data',
      'Deleting your data',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/write to privacy@lingua\.example/)).toBeInTheDocument();
    // The retention the server's settings give its pruning job.
    expect(
      screen.getByText(/Page views, visits and these events are deleted after 60 days\./),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Analytics \(page views, visits, usage events\) are kept for 60 days\./),
    ).toBeInTheDocument();
    // The title and canonical link are set by an effect after the page renders.
    await waitFor(() => {
      expect(document.title).toBe('Privacy Policy · Storyglot');
    });
    await waitFor(() => {
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'http://localhost:3000/privacy-policy',
      );
    });
  });

  it('say plainly when the operator gave no name', async () => {
    renderApp('/terms-of-service', { language: 'es' });
    expect(
      await screen.findByText(/No dice quién lo gestiona: su operador no ha dado un nombre\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/el operador de este sitio/)).not.toBeInTheDocument();
    expect(screen.getByText(/Usa el formulario de contacto\./)).toBeInTheDocument();
  });

  // Issue 26 §3: the lists are the code's own — every cookie the server's
  // table names (it refuses to set another) and every key of storage-keys.
  it('list every cookie with how long it lasts, and every key kept in the browser', async () => {
    renderApp('/privacy-policy');
    const cookies = await screen.findByTestId('privacy-cookies');
    expect(cookies).toHaveTextContent('sg_device: remembers that this browser signed in');
    expect(cookies).toHaveTextContent('lasts up to 365 days');
    expect(cookies).toHaveTextContent('sg_oauth');
    expect(cookies).toHaveTextContent('lasts up to 10 minutes');
    expect(cookies.querySelectorAll('li')).toHaveLength(testMeta.cookies.length);
    const storage = screen.getByTestId('privacy-storage');
    for (const key of Object.values(storageKeys)) {
      expect(storage).toHaveTextContent(`${key}:`);
    }
    expect(storage).toHaveTextContent('analytics_utm: the campaign tags');
    expect(storage).toHaveTextContent("guest_stories: a guest's lessons");
  });
});
