import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { GenieRequest, GenieResult } from '@/features/genie/api/ask-genie';
import { baseRequest, wizardRequest, type ChatMessage } from '@/features/genie/genie-request';
import type { GenieSend } from '@/features/genie/hooks/use-genie-ask';
import type { WizardKind } from '@/features/genie/wizard-model';
import { initialWizard, wizardReducer } from '@/features/genie/wizard-state';
import type { GenieContext } from '@/lib/genie-dialog';

interface GenieWishesOptions {
  context: GenieContext;
  chat: ChatMessage[];
  send: GenieSend;
  announce: (text: string) => void;
}

/**
 * The wizards' wishes (product §13): the wizard's state, and the calls that
 * grant a wish, regenerate its answer or write the story of a picked idea.
 */
export function useGenieWishes({ context, chat, send, announce }: GenieWishesOptions) {
  const { t } = useTranslation('genie');
  const [wizard, dispatch] = useReducer(wizardReducer, initialWizard);
  const [granted, setGranted] = useState<number | null>(null);

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
    announce(t('messages.ideasReady'));
  }

  function storyDone(r: GenieResult, paste: boolean, grantedWish: boolean) {
    dispatch({
      type: 'story',
      story: r.response,
      wishId: r.wishId,
      regenerationsLeft: r.regenerationsLeft,
    });
    if (paste) context.onStory?.(r.response);
    announce(`${t('wizard.result')}: ${r.response}`);
    if (grantedWish) setGranted(r.wishesRemaining);
  }

  return {
    wizard,
    dispatch,
    granted,
    closeGranted: () => {
      setGranted(null);
    },

    /** Asks for the wizard's wish; pay buys a pack first (a user out of wishes). */
    grantWish: (wish: WizardKind, pay = false) => {
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
  };
}
