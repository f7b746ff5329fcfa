import { useTranslation } from 'react-i18next';

import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { GenieHeader } from '@/features/genie/components/genie-header';
import { GenieHome } from '@/features/genie/components/genie-home';
import { GenieQuestions } from '@/features/genie/components/genie-questions';
import { GenieUnavailable } from '@/features/genie/components/genie-unavailable';
import { GenieWelcome } from '@/features/genie/components/genie-welcome';
import { WizardPanel } from '@/features/genie/components/wizard-panel';
import { useChime } from '@/features/genie/hooks/use-chime';
import { useGenieSession } from '@/features/genie/hooks/use-genie-session';
import { useAuthDialog } from '@/lib/auth-dialog';
import type { GenieContext } from '@/lib/genie-dialog';

interface GenieDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  context: GenieContext;
}

/** The Genie dialog of product §13: header, welcome, chat, the three wizards and their dialogs. */
export function GenieDialog({ open, onOpenChange, context }: GenieDialogProps) {
  const { t } = useTranslation('genie');
  const { muted, toggleMute, chime } = useChime();
  const session = useGenieSession({ open, context, chime });
  const { openAuthDialog } = useAuthDialog();
  const { busy, wizard } = session;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <div className="flex flex-col gap-4">
          <div className="pr-10">
            <DialogTitle>{t('title')}</DialogTitle>
            <DialogDescription>{t('description')}</DialogDescription>
          </div>
          <GenieHeader
            me={session.me}
            wishes={session.wishes}
            credits={session.credits}
            muted={muted}
            onToggleMute={toggleMute}
          />
          <GenieWelcome />
          {session.asleep ? (
            <GenieUnavailable />
          ) : wizard.kind ? (
            <WizardPanel
              state={wizard}
              dispatch={session.dispatch}
              busy={busy}
              onGenerate={session.generate}
              onRegenerate={session.regenerate}
              onWriteFromIdea={session.writeFromIdea}
              onClose={() => {
                session.dispatch({ type: 'cancel' });
              }}
            />
          ) : (
            <GenieHome
              session={session}
              hasStory={context.story.trim() !== ''}
              onSignUp={() => {
                onOpenChange(false);
                openAuthDialog({ tab: 'register' });
              }}
            />
          )}
          {busy && (
            <p className="text-sm font-semibold text-brand" aria-hidden="true">
              {t('actions.busy')}
            </p>
          )}
          <p role="status" aria-live="polite" className="sr-only">
            {busy ? t('actions.busy') : session.announcement}
          </p>
        </div>
        <GenieQuestions session={session} />
      </DialogContent>
    </Dialog>
  );
}
