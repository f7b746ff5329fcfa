import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

import { ErrorBoundary } from '@/app/error-boundary';
import { createI18n } from '@/lib/i18n';

const state = { broken: true };

function Fragile() {
  if (state.broken) throw new Error('The story renderer exploded');
  return <p>Story content</p>;
}

function renderBoundary(resetKey?: string) {
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <ErrorBoundary resetKey={resetKey}>
        <Fragile />
      </ErrorBoundary>
    </I18nextProvider>,
  );
}

describe('ErrorBoundary', () => {
  it('shows the fallback of product §3 with the error message under Technical details', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    state.broken = true;
    const user = userEvent.setup();
    renderBoundary();

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('We encountered an unexpected error. Please try refreshing the page.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Story content')).not.toBeInTheDocument();

    const message = screen.getByText('The story renderer exploded');
    const details = message.closest('details');
    expect(details).not.toBeNull();
    expect(details).not.toHaveAttribute('open');
    await user.click(screen.getByText('Technical details'));
    expect(details).toHaveAttribute('open');
    expect(message).toBeVisible();
  });

  it('"Try Again" clears the error and renders the children again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    state.broken = true;
    const user = userEvent.setup();
    renderBoundary();

    // Still broken: trying again shows the fallback again.
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    state.broken = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Story content')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('clears the error when its reset key (the path) changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    state.broken = true;
    const { rerender } = renderBoundary('/flashcards');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    state.broken = false;
    rerender(
      <I18nextProvider i18n={createI18n('en')}>
        <ErrorBoundary resetKey="/stories">
          <Fragile />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByText('Story content')).toBeInTheDocument();
  });
});
