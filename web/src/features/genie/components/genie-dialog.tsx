import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useAskGenie, type GenieRequest, type GenieResult } from '@/features/genie/api/ask-genie';
import { useBuyWishes } from '@/features/genie/api/buy-wishes';
import { useGenieState } from '@/features/genie/api/get-genie';
import { playChime } from '@/features/genie/chime';
import { GenieChat, type ChatMessage } from '@/features/genie/components/genie-chat';
import { GenieConfirm } from '@/features/genie/components/genie-confirm';
import { GenieHeader } from '@/features/genie/components/genie-header';
import { GenieUnavailable } from '@/features/genie/components/genie-unavailable';
import { WizardPanel } from '@/features/genie/components/wizard-panel';
import { genieFailure } from '@/features/genie/genie-problem';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';
import {
  initialWizard,
  wizardError,
  wizardReducer,
  type WizardKind,
} from '@/features/genie/wizard-state';
import { useAuthDialog } from '@/lib/auth-dialog';
import { pasteGenieStory, type GenieContext } from '@/lib/genie-events';
import { useMe, visitorMe } from '@/lib/session/me';
import { toast, toastError } from '@/lib/toast';

/** Product §5: 3 wishes cost 111 credits. */
const wishPackCost = 111;

interface GenieDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  context: GenieContext;
}

type Pending = { kind: 'star'; wish: WizardKind } | { kind: 'buy'; wish: WizardKind | null } | null;

/** The Genie dialog of product §13: header, welcome, chat, the three wizards and their dialogs. */
export function GenieDialog({ open, onOpenChange, context }: GenieDialogProps) {
  const { t } = useTranslation('genie');
  const me = useMe().data ?? visitorMe;
  const state = useGenieState(open);
  const ask = useAskGenie();
  const buy = useBuyWishes();
  const { openAuthDialog } = useAuthDialog();
  const [wizard, dispatch] = useReducer(wizardReducer, initialWizard);
  const [chat, setChat] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<Pending>(null);
  const [granted, setGranted] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [unavailable, setUnavailable] = useState(false);
  const [welcome, setWelcome] = useState(
    () => readStorage(storageKeys.genieWelcomeDismissed) !== 'true',
  );
  const [muted, setMuted] = useState(() => readStorage(storageKeys.genieChimeMuted) === 'true');

  const wishes = state.data?.wishesRemaining ?? me.wishes;
  const credits = state.data?.credits ?? me.credits;
  const guest = me.mode !== 'user';
  const canBuy = !guest && credits >= wishPackCost;
  const busy = ask.isPending || buy.isPending;
  const asleep = unavailable || state.data?.available === false;
  const blocked = wishes === 0 && !canBuy;

  // Product §13: the renewal is announced once (the server tells it once).
  useEffect(() => {
    if (state.data?.wishesRefreshed) toast.success(t('messages.refreshed'));
  }, [state.data?.wishesRefreshed, t]);

  function chime() {
    if (!muted) playChime();
  }

  function base(): Pick<
    GenieRequest,
    'targetLanguage' | 'nativeLanguage' | 'currentStory' | 'conversationHistory'
  > {
    return {
      targetLanguage: context.targetLanguage,
      nativeLanguage: context.nativeLanguage,
      currentStory: context.story.slice(0, 20_000),
      conversationHistory: chat.slice(-10),
    };
  }

  function wizardParams(): Partial<GenieRequest> {
    return {
      storyParams: {
        mainCharacter: wizard.mainCharacter,
        environment: wizard.environment,
        theme: wizard.theme,
        length: wizard.length,
      },
      changeStoryParams: {
        originalStory: wizard.originalStory,
        requestedChanges: wizard.requestedChanges,
        targetLength: wizard.targetLength,
      },
      storyIdeasParams: {
        userInterests: wizard.userInterests,
        storyLength: wizard.length,
        selectedIdeaId: wizard.selectedIdeaId ?? '',
      },
      wishId: wizard.wishId ?? undefined,
    };
  }

  function fail(error: unknown, wish: WizardKind | null) {
    const f = genieFailure(error);
    switch (f.kind) {
      case 'unavailable':
        setUnavailable(true);
        return;
      case 'out-of-wishes':
        if (wish && canBuy) {
          setPending({ kind: 'buy', wish });
          return;
        }
        toastError(guest ? t('out.guest') : t('out.user'));
        return;
      case 'message':
        toastError(t(f.key));
        setAnnouncement(t(f.key));
        return;
      case 'text':
        toastError(f.text);
        setAnnouncement(f.text);
    }
  }

  function send(body: GenieRequest, onDone: (r: GenieResult) => void, wish: WizardKind | null) {
    chime();
    ask.mutate(body, {
      onSuccess: (r) => {
        if (r.wishesRefreshed) toast.success(t('messages.refreshed'));
        if (r.paidWish) toast.success(t('messages.paidWish'));
        onDone(r);
      },
      onError: (error) => {
        fail(error, wish);
      },
    });
  }

  function storyDone(r: GenieResult, paste: boolean, grantedWish: boolean) {
    dispatch({
      type: 'story',
      story: r.response,
      wishId: r.wishId,
      regenerationsLeft: r.regenerationsLeft,
    });
    if (paste) pasteGenieStory(r.response);
    setAnnouncement(`${t('wizard.result')}: ${r.response}`);
    if (grantedWish) setGranted(r.wishesRemaining);
  }

  /** Asks for the wizard's wish; pay buys a pack first (a user out of wishes). */
  function grantWish(wish: WizardKind, pay = false) {
    const body: GenieRequest = { ...base(), ...wizardParams(), action: wish, wishId: undefined };
    if (pay) body.payWithCredits = true;
    send(
      body,
      (r) => {
        if (wish === 'story-ideas') {
          dispatch({
            type: 'ideas',
            ideas: r.ideas,
            wishId: r.wishId,
            regenerationsLeft: r.regenerationsLeft,
          });
          setAnnouncement(t('messages.ideasReady'));
          setGranted(r.wishesRemaining);
          return;
        }
        storyDone(r, wish === 'new-story' || !wizard.changePasted, true);
        if (wish === 'change-story') dispatch({ type: 'changePasted' });
      },
      wish,
    );
  }

  function generate() {
    if (!wizard.kind) return;
    const error = wizardError(wizard);
    if (error) {
      dispatch({ type: 'next' });
      return;
    }
    if (wishes > 0) setPending({ kind: 'star', wish: wizard.kind });
    else if (canBuy) setPending({ kind: 'buy', wish: wizard.kind });
    else toastError(guest ? t('out.guest') : t('out.user'));
  }

  function regenerate() {
    const kind = wizard.kind;
    if (!kind || !wizard.wishId) return;
    const fromIdea = kind === 'story-ideas' && wizard.story !== '';
    const action = (fromIdea ? 'story-from-idea' : kind) + '-regenerate';
    send(
      { ...base(), ...wizardParams(), action: action as GenieRequest['action'] },
      (r) => {
        if (kind === 'story-ideas' && !fromIdea) {
          dispatch({
            type: 'ideas',
            ideas: r.ideas,
            wishId: r.wishId,
            regenerationsLeft: r.regenerationsLeft,
          });
          setAnnouncement(t('messages.ideasReady'));
        } else storyDone(r, false, false);
      },
      null,
    );
  }

  function writeFromIdea() {
    send(
      {
        ...base(),
        ...wizardParams(),
        action: 'story-from-idea',
        wishId: wizard.ideasWishId ?? undefined,
      },
      (r) => {
        storyDone(r, true, true);
      },
      null,
    );
  }

  function talk(action: 'ask-question' | 'test-me' | 'explain', question = '') {
    const history = question ? [...chat, { role: 'user' as const, content: question }] : chat;
    setChat(history);
    send(
      { ...base(), action, userMessage: question || undefined },
      (r) => {
        setChat([...history, { role: 'assistant', content: r.response }]);
        setAnnouncement(`${t('messages.answered')} ${r.response}`);
      },
      null,
    );
  }

  function confirmBuy() {
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
  }

  function start(kind: WizardKind) {
    chime();
    dispatch({ type: 'start', kind, currentStory: context.story });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <div className="flex flex-col gap-4">
          <div className="pr-10">
            <DialogTitle>{t('title')}</DialogTitle>
            <DialogDescription>{t('description')}</DialogDescription>
          </div>
          <GenieHeader
            me={me}
            wishes={wishes}
            credits={credits}
            muted={muted}
            onToggleMute={() => {
              writeStorage(storageKeys.genieChimeMuted, muted ? 'false' : 'true');
              setMuted(!muted);
            }}
          />

          {welcome && (
            <div className="flex flex-col gap-2 rounded-2xl bg-accent-soft p-4">
              <p className="font-semibold">{t('welcome.title')}</p>
              <p className="text-sm">{t('welcome.body')}</p>
              <Button
                variant="secondary"
                className="self-start"
                onClick={() => {
                  writeStorage(storageKeys.genieWelcomeDismissed, 'true');
                  setWelcome(false);
                }}
              >
                {t('welcome.dismiss')}
              </Button>
            </div>
          )}

          {asleep ? (
            <GenieUnavailable />
          ) : wizard.kind ? (
            <WizardPanel
              state={wizard}
              dispatch={dispatch}
              busy={busy}
              onGenerate={generate}
              onRegenerate={regenerate}
              onWriteFromIdea={writeFromIdea}
              onClose={() => {
                dispatch({ type: 'cancel' });
              }}
            />
          ) : (
            <>
              {wishes === 0 && (
                <div
                  role="status"
                  className="flex flex-col gap-3 rounded-2xl border border-line p-4"
                >
                  <p className="font-semibold">{guest ? t('out.guest') : t('out.user')}</p>
                  {guest ? (
                    <Button
                      className="self-start"
                      onClick={() => {
                        onOpenChange(false);
                        openAuthDialog({ tab: 'register' });
                      }}
                    >
                      {t('out.signUp')}
                    </Button>
                  ) : (
                    canBuy && (
                      <Button
                        className="self-start"
                        onClick={() => {
                          setPending({ kind: 'buy', wish: null });
                        }}
                      >
                        {t('out.buy')}
                      </Button>
                    )
                  )}
                </div>
              )}
              <div role="group" aria-label={t('actions.label')} className="grid grid-cols-3 gap-2">
                {(
                  [
                    ['new-story', 'actions.newStory'],
                    ['change-story', 'actions.changeStory'],
                    ['story-ideas', 'actions.storyIdeas'],
                  ] as const
                ).map(([kind, label]) => (
                  <Button
                    key={kind}
                    className="h-auto min-h-11 px-2 py-2 text-center"
                    disabled={busy || wishes === 0}
                    onClick={() => {
                      start(kind);
                    }}
                  >
                    {t(label)}
                  </Button>
                ))}
              </div>
              <GenieChat
                messages={chat}
                hasStory={context.story.trim() !== ''}
                disabled={busy || blocked}
                onAsk={(q) => {
                  talk('ask-question', q);
                }}
                onTestMe={() => {
                  talk('test-me');
                }}
                onExplain={() => {
                  talk('explain');
                }}
              />
            </>
          )}
          {busy && (
            <p className="text-sm font-semibold text-brand" aria-hidden="true">
              {t('actions.busy')}
            </p>
          )}
          <p role="status" aria-live="polite" className="sr-only">
            {busy ? t('actions.busy') : announcement}
          </p>
        </div>

        <GenieConfirm
          open={pending?.kind === 'star'}
          title={t('confirm.starTitle')}
          description={t('confirm.starBody', { count: Math.max(0, wishes - 1) })}
          confirmLabel={t('confirm.use')}
          cancelLabel={t('confirm.notNow')}
          onConfirm={() => {
            if (pending?.kind === 'star') grantWish(pending.wish);
            setPending(null);
          }}
          onCancel={() => {
            setPending(null);
          }}
        />
        <GenieConfirm
          open={pending?.kind === 'buy'}
          title={t('confirm.buyTitle')}
          description={
            pending?.kind === 'buy' && pending.wish
              ? t('confirm.buyAndUse', { credits })
              : t('confirm.buyBody', { credits })
          }
          confirmLabel={t('confirm.buy')}
          cancelLabel={t('confirm.notNow')}
          busy={buy.isPending}
          onConfirm={confirmBuy}
          onCancel={() => {
            setPending(null);
          }}
        />
        <GenieConfirm
          open={granted !== null}
          title={t('confirm.grantedTitle')}
          description={t('confirm.grantedBody', { count: granted ?? 0 })}
          confirmLabel={t('confirm.grantedOk')}
          onConfirm={() => {
            setGranted(null);
          }}
          onCancel={() => {
            setGranted(null);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
