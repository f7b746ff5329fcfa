import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { ErrorBoundary } from '@/app/error-boundary';
import { AuthDialogProvider } from '@/components/auth-dialog-provider';
import { GenieDialogProvider } from '@/components/genie-dialog-provider';
import { ToasterSlot } from '@/components/toaster-slot';

interface AppProviderProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Everything a page may rely on: translations, the data cache, toasts, the
 * error fallback, and the app's Login/Register and Genie dialogs.
 */
export function AppProvider({ i18n, queryClient, children }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <AuthDialogProvider>
            <GenieDialogProvider>{children}</GenieDialogProvider>
          </AuthDialogProvider>
          <ToasterSlot />
        </QueryClientProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
