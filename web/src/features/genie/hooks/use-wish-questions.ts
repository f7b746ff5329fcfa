import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useBuyWishes } from '@/features/genie/api/buy-wishes';
import type { WizardKind } from '@/features/genie/wizard-model';
import { toast, toastError } from '@/lib/toast';

/** The question waiting for the learner: spend a wish ('star'), or buy a pack first. */
export type GeniePending =
  { kind: 'star'; wish: WizardKind } | { kind: 'buy'; wish: WizardKind | null } | null;

/**
 * The two questions before a wish is granted (product §13): 'Use a Wish?'
 * and 'Buy Wishes?'. grant asks for the wish; pay buys a pack with it.
 */
export function useWishQuestions(grant: (wish: WizardKind, pay?: boolean) => void) {
  const { t } = useTranslation('genie');
  const buy = useBuyWishes();
  const [pending, setPending] = useState<GeniePending>(null);

  return {
    pending,
    ask: setPending,
    buying: buy.isPending,

    /** 'Use a Wish': grants the wish the star question was about. */
    confirmStar: () => {
      if (pending?.kind === 'star') grant(pending.wish);
      setPending(null);
    },
    /** 'Buy Wishes' without a wish in hand. */
    offerBuy: () => {
      setPending({ kind: 'buy', wish: null });
    },
    /** Buys a pack; with a wish in hand, the same call grants it. */
    confirmBuy: () => {
      const wish = pending?.kind === 'buy' ? pending.wish : null;
      if (wish) {
        setPending(null);
        grant(wish, true);
        return;
      }
      buy.mutate(undefined, {
        onSuccess: () => {
          setPending(null);
          toast.success(t('messages.bought'));
        },
        onError: () => {
          setPending(null);
          toastError(t('messages.buyFailed'));
        },
      });
    },
    /** 'Not Now' on either question. */
    dismiss: () => {
      setPending(null);
    },
  };
}
