import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp, testMeta } from '@/test/render';

describe('/about', () => {
  it('explains the three steps and prices the server’s packs', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Learn a language through the stories you love',
    );
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    // The audiences the product is made for (product §1).
    const forWhom = screen.getByRole('region', { name: 'Who it is for' });
    expect(within(forWhom).getByText('Spanish speakers learning English')).toBeInTheDocument();
    expect(within(forWhom).getByText('Busy working adults')).toBeInTheDocument();
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    expect(within(pricing).getByText('$0.99')).toBeInTheDocument();
    expect(within(pricing).getByText('$4.99')).toBeInTheDocument();
    expect(within(pricing).getByText('300 credits')).toBeInTheDocument();
    expect(within(pricing).getByText('Best Value')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('reads prices from the server, not from a copy', async () => {
    renderApp('/about', {
      language: 'fr',
      meta: {
        ...testMeta,
        packs: [{ id: 'small', credits: 70, priceCents: 150, currency: 'eur', bestValue: false }],
      },
    });
    const pricing = await screen.findByRole('region', { name: 'Tarifs' });
    expect(within(pricing).getByText('70 crédits')).toBeInTheDocument();
    expect(within(pricing).getByText(/1,50\s€/)).toBeInTheDocument();
  });
});
