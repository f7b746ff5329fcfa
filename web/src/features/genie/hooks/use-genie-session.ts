import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { baseRequest, type ChatMessage } from '@/features/genie/genie-request';
import { useGenieAsk } from '@/features/genie/hooks/use-genie-ask';
import { useGenieWallet } from '@/features/genie/hooks/use-genie-wallet';
import { useGenieWishes } from '@/features/genie/hooks/use-genie-wishes';
import { useWishQuestions } from '@/features/genie/hooks/use-wish-questions';
import type { WizardKind } from '@/features/genie/wizard-model';
import { wizardError } from '@/features/genie/wizard-steps';
import type { GenieContext } from '@/lib/genie-dialog';

export type { GeniePending } from '@/features/genie/hooks/use-wish-questions';

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
  const wallet = useGenieWallet(open);
  const ask = useGenieAsk({ chime, price: wallet.price, onOutOfWishes: outOfWishes });
  const [chat, setChat] = useState<ChatMessage[]>([]);
  const wishes = useGenieWishes({ context, chat, send: ask.send, announce: ask.setAnnouncement });
  const questions = useWishQuestions(wishes.grantWish);
  const { wizard, dispatch } = wishes;

  function outOfWishes(wish: WizardKind | null) {
    if (wish && wallet.canBuy) questions.ask({ kind: 'buy', wish });
    else wallet.outOfWishes();
  }

  return {
    ...wallet,
    busy: ask.pending || questions.buying,
    buying: questions.buying,
    asleep: ask.unavailable || wallet.sleeping,
    blocked: wallet.wishes === 0 && !wallet.canBuy,
    wizard,
    dispatch,
    chat,
    pending: questions.pending,
    granted: wishes.granted,
    announcement: ask.announcement,
    confirmStar: questions.confirmStar,
    offerBuy: questions.offerBuy,
    confirmBuy: questions.confirmBuy,
    dismiss: questions.dismiss,
    closeGranted: wishes.closeGranted,
    regenerate: wishes.regenerate,
    writeFromIdea: wishes.writeFromIdea,

    /** Opens a wizard, starting Change Story from the story card's text. */
    start: (kind: WizardKind) => {
      chime?.();
      dispatch({ type: 'start', kind, currentStory: context.story });
    },
    /** The wizard's last step: checks it, then asks to spend a wish (or buy some). */
    generate: () => {
      if (!wizard.kind) return;
      if (wizardError(wizard)) dispatch({ type: 'next' });
      else if (wallet.wishes > 0) questions.ask({ kind: 'star', wish: wizard.kind });
      else if (wallet.canBuy) questions.ask({ kind: 'buy', wish: wizard.kind });
      else wallet.outOfWishes();
    },
    /** A question, a test or an explanation about the current story (no wish taken). */
    talk: (action: 'ask-question' | 'test-me' | 'explain', question = '') => {
      const history = question ? [...chat, { role: 'user' as const, content: question }] : chat;
      setChat(history);
      ask.send(
        { ...baseRequest(context, chat), action, userMessage: question || undefined },
        (r) => {
          setChat([...history, { role: 'assistant', content: r.response }]);
          ask.setAnnouncement(`${t('messages.answered')} ${r.response}`);
        },
        null,
      );
    },
  };
}

export type GenieSession = ReturnType<typeof useGenieSession>;
