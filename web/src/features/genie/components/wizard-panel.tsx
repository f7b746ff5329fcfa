import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';

import { WizardButtons } from '@/features/genie/components/wizard-buttons';
import { WizardResult } from '@/features/genie/components/wizard-result';
import { WizardStep } from '@/features/genie/components/wizard-step';
import type { WizardAction, WizardState } from '@/features/genie/wizard-model';
import { resultStep } from '@/features/genie/wizard-steps';

export interface WizardPanelProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  busy: boolean;
  /** Ask for the wizard's wish (after the star confirmation). */
  onGenerate: () => void;
  onRegenerate: () => void;
  onWriteFromIdea: () => void;
  onClose: () => void;
}

/** Steps shown as 'Step n of 4' (the result counts as the last). */
const total = 4;

/** The three wizards of product §13, one step at a time. */
export function WizardPanel(props: WizardPanelProps) {
  const { t } = useTranslation('genie');
  const { state: s, dispatch } = props;
  if (!s.kind) return null;
  const kind = s.kind;
  const title =
    kind === 'new-story'
      ? t('newStory.title')
      : kind === 'change-story'
        ? t('changeStory.title')
        : t('ideas.title');

  return (
    <section aria-labelledby="genie-wizard-title" className="flex flex-col gap-4">
      <div>
        <h3 id="genie-wizard-title" className="font-display text-lg font-semibold">
          {title}
        </h3>
        <p className="text-sm text-ink-muted">
          {t('wizard.step', { step: Math.min(s.step, total), total })}
        </p>
      </div>
      {s.step === resultStep(kind) ? (
        <WizardResult {...props} kind={kind} />
      ) : (
        <>
          <WizardStep state={s} kind={kind} dispatch={dispatch} />
          <WizardButtons {...props} kind={kind} />
        </>
      )}
    </section>
  );
}
