import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { WizardPanelProps } from '@/features/genie/components/wizard-panel';
import type { WizardKind } from '@/features/genie/wizard-model';
import { generateStep } from '@/features/genie/wizard-steps';

/**
 * A wizard step's buttons: Back, Cancel and Next (or Generate at the last
 * question); at the ideas, new ideas, Cancel and 'Write This Story'.
 */
export function WizardButtons({
  state: s,
  kind,
  dispatch,
  busy,
  onGenerate,
  onRegenerate,
  onWriteFromIdea,
}: WizardPanelProps & { kind: WizardKind }) {
  const { t } = useTranslation('genie');
  const picking = kind === 'story-ideas' && s.step > generateStep(kind);
  const cancel = (
    <Button
      variant="ghost"
      disabled={busy}
      onClick={() => {
        dispatch({ type: 'cancel' });
      }}
    >
      {t('wizard.cancel')}
    </Button>
  );

  if (picking)
    return (
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          disabled={busy || s.regenerationsLeft <= 0}
          onClick={onRegenerate}
        >
          {t('wizard.regenerateIdeas', { count: s.regenerationsLeft })}
        </Button>
        {cancel}
        <Button
          disabled={busy}
          onClick={() => {
            if (s.selectedIdeaId) onWriteFromIdea();
            else dispatch({ type: 'next' });
          }}
        >
          {t('wizard.writeStory')}
        </Button>
      </div>
    );

  return (
    <div className="flex flex-wrap justify-end gap-2">
      {s.step > 1 && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            dispatch({ type: 'back' });
          }}
        >
          {t('wizard.back')}
        </Button>
      )}
      {cancel}
      {s.step === generateStep(kind) ? (
        <Button disabled={busy} onClick={onGenerate}>
          {kind === 'story-ideas' ? t('wizard.generateIdeas') : t('wizard.generateStory')}
        </Button>
      ) : (
        <Button
          disabled={busy}
          onClick={() => {
            dispatch({ type: 'next' });
          }}
        >
          {t('wizard.next')}
        </Button>
      )}
    </div>
  );
}
