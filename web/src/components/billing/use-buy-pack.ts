import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/lib/api/client';
import { useCheckout, type PackId } from '@/lib/api/payments';
import { queryKeys } from '@/lib/api/query-keys';
import { useAuthDialog } from '@/lib/auth-dialog';
import { checkoutRedirect } from '@/lib/checkout-redirect';
import { toastError, toastSuccess } from '@/lib/toast';

/**
 * Buying a credit pack: a user goes to Stripe Checkout, a guest to the
 * sign-up dialog; payments not set up, a lost session or any other failure
 * is said (product §12). `buying`: the pack whose checkout is being opened.
 */
export function useBuyPack(member: boolean) {
  const { t } = useTranslation('billing');
  const checkout = useCheckout();
  const queryClient = useQueryClient();
  const { openAuthDialog } = useAuthDialog();
  const [buying, setBuying] = useState<PackId | null>(null);

  const buy = (pack: PackId) => {
    if (!member) {
      openAuthDialog({ tab: 'register' });
      return;
    }
    setBuying(pack);
    checkout.mutate(pack, {
      onSuccess: ({ url }) => {
        toastSuccess(t('checkout.redirecting'));
        checkoutRedirect.go(url);
      },
      onError: (error) => {
        setBuying(null);
        if (error instanceof ApiError && error.problem?.code === 'payments_unconfigured') {
          toastError(t('checkout.unavailableTitle'), t('packs.unavailable'));
          void queryClient.invalidateQueries({ queryKey: queryKeys.meta });
        } else if (error instanceof ApiError && error.status === 401) {
          openAuthDialog({ tab: 'login' });
        } else {
          toastError(t('checkout.errorTitle'), t('checkout.error'));
        }
      },
    });
  };

  return { buying, buy };
}
