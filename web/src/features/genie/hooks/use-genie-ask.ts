import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAskGenie, type GenieRequest, type GenieResult } from '@/features/genie/api/ask-genie';
import { genieFailure } from '@/features/genie/genie-problem';
import type { WizardKind } from '@/features/genie/wizard-model';
import { toast, toastError } from '@/lib/toast';

interface GenieAskOptions {
  /** Rings when the Genie is asked something. */
  chime?: (() => void) | undefined;
  /** The pack's price in credits, told when a wish was paid for. */
  price: number | undefined;
  /** The server said there are no wishes left; wish is what was asked, if any. */
  onOutOfWishes: (wish: WizardKind | null) => void;
}

/**
 * One call to the Genie and what its failures mean: asleep, out of wishes,
 * or a message the learner reads (and a screen reader hears).
 */
export function useGenieAsk({ chime, price, onOutOfWishes }: GenieAskOptions) {
  const { t } = useTranslation('genie');
  const ask = useAskGenie();
  const [announcement, setAnnouncement] = useState('');
  const [unavailable, setUnavailable] = useState(false);

  function fail(error: unknown, wish: WizardKind | null) {
    const f = genieFailure(error);
    if (f.kind === 'unavailable') setUnavailable(true);
    else if (f.kind === 'out-of-wishes') onOutOfWishes(wish);
    else {
      const text = f.kind === 'message' ? t(f.key) : f.text;
      toastError(text);
      setAnnouncement(text);
    }
  }

  function send(body: GenieRequest, onDone: (r: GenieResult) => void, wish: WizardKind | null) {
    chime?.();
    ask.mutate(body, {
      onSuccess: (r) => {
        if (r.wishesRefreshed) toast.success(t('messages.refreshed'));
        if (r.paidWish) toast.success(t('messages.paidWish', { price }));
        onDone(r);
      },
      onError: (error) => {
        fail(error, wish);
      },
    });
  }

  return { send, pending: ask.isPending, announcement, setAnnouncement, unavailable };
}

export type GenieSend = ReturnType<typeof useGenieAsk>['send'];
