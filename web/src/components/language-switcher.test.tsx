import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { detectLanguage } from '@/lib/i18n';
import { guestMe, renderApp } from '@/test/render';

describe('language switcher', () => {
  it('offers the six interface languages by their own names', async () => {
    renderApp('/');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'English',
      'Español',
      'Français',
      '中文',
      'Deutsch',
      'हिन्दी',
    ]);
    expect(select).toHaveValue('en');
  });

  it('switching to Deutsch translates the page, remembers the choice and sets <html lang>', async () => {
    const { user } = renderApp('/', { me: guestMe });
    await screen.findByRole('heading', { name: 'Transform Your Story' });
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => {
      expect(document.title).toBe('Storyglot · Create. Share. Learn');
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');

    expect(
      await screen.findByRole('heading', { name: 'Verwandle deine Geschichte' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Transform Your Story' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Erstellen. Teilen. Lernen', { selector: 'header p' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Über uns' })).toHaveAttribute('href', '/about');
    // The switcher's own label is translated too.
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');

    expect(window.localStorage.getItem('preferredLanguage')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    await waitFor(() => {
      expect(document.title).toBe('Storyglot · Erstellen. Teilen. Lernen');
    });
  });

  it('starts in the stored language', async () => {
    window.localStorage.setItem('preferredLanguage', 'fr');
    renderApp('/', { language: detectLanguage(), me: guestMe });
    expect(
      await screen.findByRole('heading', { name: 'Transformez votre histoire' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(document.documentElement.lang).toBe('fr');
  });
});
