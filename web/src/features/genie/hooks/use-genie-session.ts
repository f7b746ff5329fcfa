import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAskGenie, type GenieRequest, type GenieResult } from '@/features/genie/api/ask-genie';
import { useBuyWishes } from '@/features/genie/api/buy-wishes';
import { useGenieState } from '@/features/genie/api/get-genie';
import { genieFailure } from '@/features/genie/genie-problem';
import { baseRequest, wizardRequest, type ChatMessage } from '@/features/genie/genie-request';
import {
  initialWizard,
  wizardError,
  wizardReducer,
  type WizardKind,
} from '@/features/genie/wizard-state';
import { useMeta } from '@/lib/api/meta';
import type { GenieContext } from '@/lib/genie-dialog';
import { useMe, visitorMe } from '@/lib/session/me';
import { toast, toastError } from '@/lib/toast';

/** The question waiting for the learner: spend a wish ('star'), or buy a pack first. */
export type GeniePending =
  { kind: 'star'; wish: WizardKind } | { kind: 'buy'; wish: WizardKind | null } | null;

export interface GenieSessionOptions {
  /** The dialog is open: the Genie's state is read then. */
  open: boolean;
  context: GenieContext;
  /** Rings when the Genie is asked something (muted or not is the caller's). */
  chime?: () => void;
}

/**
 * The Genie's session (product §13): its wizards, chat and questions, the
 * calls that grant wishes, and what the server says about wishes, credits,
 * the pack's price and whether to ask a guest to sign up.
 */
export function useGenieSession({ open, context, chime }: GenieSessionOptions) {
  const { t } = useTranslation('genie');
  const me = useMe().data ?? visitorMe;
  const state = useGenieState(open);
  const price = useMeta().data?.wishPack.credits;
  const ask = useAskGenie();
  const buy = useBuyWishes();
  const [wizard, dispatch] = useReducer(wizardReducer, initialWizard);
  const [chat, setChat] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<GeniePending>(null);
  const [granted, setGranted] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [unavailable, setUnavailable] = useState(false);

  const wishes = state.data?.wishesRemaining ?? me.wishes;
  const credits = state.data?.credits ?? me.credits;
  // The server says when to offer a sign-up; until it has answered, a session
  // that is not a user's at 0 wishes stands in.
  const promptSignup = state.data ? state.data.promptSignup : me.mode !== 'user' && wishes === 0;
  const canBuy = me.mode === 'user' && price !== undefined && credits >= price;
  const busy = ask.isPending || buy.isPending;
  const outOfWishes = () => {
    toastError(promptSignup ? t('out.guest') : t('out.user'));
  };

  // Product §13: the renewal is announced once (the server tells it once).
  useEffect(() => {
    if (state.data?.wishesRefreshed) toast.success(t('messages.refreshed'));
  }, [state.data?.wishesRefreshed, t]);

  function fail(error: unknown, wish: WizardKind | null) {
    const f = genieFailure(error);
    if (f.kind === 'unavailable') setUnavailable(true);
    else if (f.kind === 'out-of-wishes') {
      if (wish && canBuy) setPending({ kind: 'buy', wish });
      else outOfWishes();
    } else {
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

  function request(extra: Pick<GenieRequest, 'action'> & Partial<GenieRequest>): GenieRequest {
    return { ...baseRequest(context, chat), ...wizardRequest(wizard), ...extra };
  }

  function ideasDone(r: GenieResult) {
    dispatch({
      type: 'ideas',
      ideas: r.ideas,
      wishId: r.wishId,
      regenerationsLeft: r.regenerationsLeft,
    });
    setAnnouncement(t('messages.ideasReady'));
  }

  function storyDone(r: GenieResult, paste: boolean, grantedWish: boolean) {
    dispatch({
      type: 'story',
      story: r.response,
      wishId: r.wishId,
      regenerationsLeft: r.regenerationsLeft,
    });
    if (paste) context.onStory?.(r.response);
    setAnnouncement(`${t('wizard.result')}: ${r.response}`);
    if (grantedWish) setGranted(r.wishesRemaining);
  }

  /** Asks for the wizard's wish; pay buys a pack first (a user out of wishes). */
  function grantWish(wish: WizardKind, pay = false) {
    const body = request({ action: wish, wishId: undefined });
    if (pay) body.payWithCredits = true;
    send(
      body,
      (r) => {
        if (wish === 'story-ideas') {
          ideasDone(r);
          setGranted(r.wishesRemaining);
          return;
        }
        storyDone(r, wish === 'new-story' || !wizard.changePasted, true);
        if (wish === 'change-story') dispatch({ type: 'changePasted' });
      },
      wish,
    );
  }

  return {
    me,
    wishes,
    credits,
    price,
    promptSignup,
    canBuy,
    busy,
    buying: buy.isPending,
    asleep: unavailable || state.data?.available === false,
    blocked: wishes === 0 && !canBuy,
    wizard,
    dispatch,
    chat,
    pending,
    granted,
    announcement,

    /** Opens a wizard, starting Change Story from the story card's text. */
    start: (kind: WizardKind) => {
      chime?.();
      dispatch({ type: 'start', kind, currentStory: context.story });
    },
    /** The wizard's last step: checks it, then asks to spend a wish (or buy some). */
    generate: () => {
      if (!wizard.kind) return;
      if (wizardError(wizard)) dispatch({ type: 'next' });
      else if (wishes > 0) setPending({ kind: 'star', wish: wizard.kind });
      else if (canBuy) setPending({ kind: 'buy', wish: wizard.kind });
      else outOfWishes();
    },
    /** Another answer for the same wish (no wish taken). */
    regenerate: () => {
      const kind = wizard.kind;
      if (!kind || !wizard.wishId) return;
      const fromIdea = kind === 'story-ideas' && wizard.story !== '';
      const action = `${fromIdea ? 'story-from-idea' : kind}-regenerate` as GenieRequest['action'];
      send(
        request({ action }),
        (r) => {
          if (kind === 'story-ideas' && !fromIdea) ideasDone(r);
          else storyDone(r, false, false);
        },
        null,
      );
    },
    /** The story of the picked idea: the second half of the ideas' wish. */
    writeFromIdea: () => {
      send(
        request({ action: 'story-from-idea', wishId: wizard.ideasWishId ?? undefined }),
        (r) => {
          storyDone(r, true, true);
        },
        null,
      );
    },
    /** A question, a test or an explanation about the current story (no wish taken). */
    talk: (action: 'ask-question' | 'test-me' | 'explain', question = '') => {
      const history = question ? [...chat, { role: 'user' as const, content: question }] : chat;
      setChat(history);
      send(
        { ...baseRequest(context, chat), action, userMessage: question || undefined },
        (r) => {
          setChat([...history, { role: 'assistant', content: r.response }]);
          setAnnouncement(`${t('messages.answered')} ${r.response}`);
        },
        null,
      );
    },
    /** 'Use a Wish': grants the wish the star question was about. */
    confirmStar: () => {
      if (pending?.kind === 'star') grantWish(pending.wish);
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
        grantWish(wish, true);
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
    /** Closes 'Your Wish Has Been Granted!'. */
    closeGranted: () => {
      setGranted(null);
    },
  };
}

export type GenieSession = ReturnType<typeof useGenieSession>;
