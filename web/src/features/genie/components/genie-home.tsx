import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { GenieChat } from '@/features/genie/components/genie-chat';
import { GenieOutOfWishes } from '@/features/genie/components/genie-out-of-wishes';
import type { GenieSession } from '@/features/genie/hooks/use-genie-session';

const wizards = [
  ['new-story', 'actions.newStory'],
  ['change-story', 'actions.changeStory'],
  ['story-ideas', 'actions.storyIdeas'],
] as const;

interface GenieHomeProps {
  session: GenieSession;
  hasStory: boolean;
  onSignUp: () => void;
}

/** The Genie between wishes: the out-of-wishes notice, the three wizards and the chat. */
export function GenieHome({ session: s, hasStory, onSignUp }: GenieHomeProps) {
  const { t } = useTranslation('genie');
  return (
    <>
      {s.wishes === 0 && (
        <GenieOutOfWishes
          promptSignup={s.promptSignup}
          canBuy={s.canBuy}
          onSignUp={onSignUp}
          onBuy={s.offerBuy}
        />
      )}
      <div role="group" aria-label={t('actions.label')} className="grid grid-cols-3 gap-2">
        {wizards.map(([kind, label]) => (
          <Button
            key={kind}
            className="h-auto min-h-11 px-2 py-2 text-center"
            disabled={s.busy || s.wishes === 0}
            onClick={() => {
              s.start(kind);
            }}
          >
            {t(label)}
          </Button>
        ))}
      </div>
      <GenieChat
        messages={s.chat}
        price={s.price}
        hasStory={hasStory}
        disabled={s.busy || s.blocked}
        onAsk={(q) => {
          s.talk('ask-question', q);
        }}
        onTestMe={() => {
          s.talk('test-me');
        }}
        onExplain={() => {
          s.talk('explain');
        }}
      />
    </>
  );
}
