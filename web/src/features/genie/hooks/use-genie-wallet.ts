import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useGenieState } from '@/features/genie/api/get-genie';
import { useMeta } from '@/lib/api/meta';
import { useMe, visitorMe } from '@/lib/session/me';
import { toast, toastError } from '@/lib/toast';

/**
 * What the learner holds for the Genie (product §13): wishes, credits, the
 * pack's price, whether a pack is affordable and whether to ask a guest to
 * sign up. The server's answer wins; the session stands in until it comes.
 */
export function useGenieWallet(open: boolean) {
  const { t } = useTranslation('genie');
  const me = useMe().data ?? visitorMe;
  const state = useGenieState(open);
  const price = useMeta().data?.wishPack.credits;

  const wishes = state.data?.wishesRemaining ?? me.wishes;
  const credits = state.data?.credits ?? me.credits;
  // The server says when to offer a sign-up; until it has answered, a session
  // that is not a user's at 0 wishes stands in.
  const promptSignup = state.data ? state.data.promptSignup : me.mode !== 'user' && wishes === 0;
  const canBuy = me.mode === 'user' && price !== undefined && credits >= price;

  // Product §13: the renewal is announced once (the server tells it once).
  useEffect(() => {
    if (state.data?.wishesRefreshed) toast.success(t('messages.refreshed'));
  }, [state.data?.wishesRefreshed, t]);

  return {
    me,
    wishes,
    credits,
    price,
    promptSignup,
    canBuy,
    /** The server said the Genie is asleep. */
    sleeping: state.data?.available === false,
    /** Tells the learner there are no wishes left (and how to get more). */
    outOfWishes: () => {
      toastError(promptSignup ? t('out.guest') : t('out.user'));
    },
  };
}
