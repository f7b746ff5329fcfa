import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

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

  it('fall back to a neutral name when the operator is not configured', async () => {
    renderApp('/terms-of-service', { language: 'es' });
    expect(
      await screen.findByText(/gestionado por el operador de este sitio de Storyglot/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Usa el formulario de contacto\./)).toBeInTheDocument();
  });
});
