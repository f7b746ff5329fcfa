import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { progressLevel, nativeFor } from '@/features/map/progress';
import { json, mockApi } from '@/test/mock-api';
import { guestMe, renderApp } from '@/test/render';

const codes = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'ja', 'ko', 'zh', 'ar'];
const names: Record<string, string> = { es: 'Spanish', ja: 'Japanese' };

function mapBody(hasProgress: boolean) {
  return {
    hasProgress,
    languages: codes.map((code) => ({
      code,
      name: names[code] ?? code,
      nativeName: code,
      studied: hasProgress && code === 'ja' ? 30 : 0,
      learned: hasProgress && code === 'ja' ? 25 : 0,
      lessons: code === 'es' ? 1234 : 2,
    })),
  };
}

const quick = [
  { slug: 'coffee', title: 'カフェで', level: 'A1', back: 'translation' },
  { slug: 'lost', title: '道に迷って', level: 'A2', back: 'glosses' },
];

describe('/map', () => {
  it('colours the learner’s languages, opens on the strongest and lists every language', async () => {
    mockApi({
      'GET /api/v1/map': () => json(200, mapBody(true)),
      'GET /api/v1/quick-stories': () => json(200, quick),
      'GET /api/v1/words': () =>
        json(200, {
          languages: [{ language: 'ja', known: 1234, learning: 5, ignored: 0, months: [] }],
        }),
    });
    const { container } = renderApp('/map', { me: guestMe });
    const panel = await screen.findByRole('region', { name: /Japanese/ });
    expect(within(panel).getByText('Official in 1 country: Japan.')).toBeInTheDocument();
    expect(within(panel).getByTestId('map-learned')).toHaveTextContent('25');
    // The words the learner knows in the language (product §18).
    expect(await within(panel).findByTestId('map-known-words')).toHaveTextContent('1,234');
    expect(within(panel).getByText('30 cards studied')).toBeInTheDocument();
    // Each quick story says what its backs are, as the story card does (product §6).
    expect(await within(panel).findByRole('button', { name: /カフェで/ })).toHaveTextContent(
      'Every sentence translated',
    );
    expect(within(panel).getByRole('button', { name: /道に迷って/ })).toHaveTextContent(
      'Word meanings only',
    );
    // Japan: level 2 (20–99 learned) and outlined; Spain: nothing learned yet.
    const japan = container.querySelector('[data-country="JP"]');
    expect(japan?.getAttribute('class')).toContain('fill-brand/75');
    expect(japan?.getAttribute('data-selected')).toBe('true');
    expect(container.querySelector('[data-country="ES"]')?.getAttribute('class')).toContain(
      'fill-brand-soft',
    );

    const table = screen.getByRole('table', { name: 'The languages as a table' });
    expect(within(table).getAllByRole('row')).toHaveLength(12);
    const spanish = within(table).getByRole('row', { name: /Spanish/ });
    expect(spanish).toHaveTextContent('1,234');
    expect(within(spanish).getByRole('link', { name: 'Stories in Spanish' })).toHaveAttribute(
      'href',
      '/library?target=es&native=en',
    );
  });

  it('chooses a language from the table and tells a visitor how to see progress', async () => {
    mockApi({
      'GET /api/v1/map': () => json(200, mapBody(false)),
      'GET /api/v1/quick-stories': () => json(200, quick),
    });
    const { user } = renderApp('/map');
    // A visitor has nothing learned: the first choice is Spanish.
    expect(await screen.findByRole('region', { name: /Spanish/ })).toBeInTheDocument();
    expect(screen.getByText(/Sign in or start as a guest/)).toBeInTheDocument();
    const table = screen.getByRole('table');
    await user.click(within(table).getByRole('button', { name: /Japanese/ }));
    expect(await screen.findByRole('region', { name: /Japanese/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Japanese', pressed: true })).toBeInTheDocument();
  });

  it('puts progress in steps and pairs a language with another', () => {
    expect([0, 1, 19, 20, 99, 100].map(progressLevel)).toEqual([0, 1, 1, 2, 2, 3]);
    expect(nativeFor('es', 'en')).toBe('en');
    expect(nativeFor('en', 'en')).toBe('es');
    expect(nativeFor('de', 'de')).toBe('en');
  });
});
