import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

import { AuthDialogProvider } from '@/components/auth-dialog-provider';
import { GenieDialog } from '@/features/genie/components/genie-dialog';
import { queryKeys } from '@/lib/api/query-keys';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { json, mockApi } from '@/test/mock-api';
import { testMeta, userMe } from '@/test/render';

describe('GenieDialog', () => {
  it("names the wish pack's price from meta to a user out of wishes", async () => {
    mockApi({
      'GET /api/v1/genie': () =>
        json(200, {
          available: true,
          wishesRemaining: 0,
          credits: 250,
          wishesRefreshed: false,
          promptSignup: false,
        }),
    });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
    queryClient.setQueryData(queryKeys.me, { ...userMe, wishes: 0 });
    queryClient.setQueryData(queryKeys.meta, {
      ...testMeta,
      wishPack: { credits: 150, wishes: 3 },
    });
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <QueryClientProvider client={queryClient}>
          <AuthDialogProvider>
            <GenieDialog
              open
              onOpenChange={vi.fn()}
              context={{ story: 'Hola.', targetLanguage: 'es', nativeLanguage: 'en' }}
            />
          </AuthDialogProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const genie = await screen.findByRole('dialog', { name: 'The Genie' });
    expect(within(genie).getByText(/150 credits to buy more/)).toBeInTheDocument();
    expect(within(genie).queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    await userEvent.click(within(genie).getByRole('button', { name: 'Buy Wishes' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Buy 3 Wishes for 150 Credits?',
    });
    expect(question).toHaveTextContent('You have 250 credits. 150 of them buy 3 wishes');
  });
});
