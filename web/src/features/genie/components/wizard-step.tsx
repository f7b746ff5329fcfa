import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';

import { ChoiceGroup } from '@/features/genie/components/choice-group';
import { IdeaCards } from '@/features/genie/components/idea-cards';
import { WizardField } from '@/features/genie/components/wizard-field';
import type {
  StoryLength,
  TargetLength,
  TextField,
  WizardAction,
  WizardKind,
  WizardState,
} from '@/features/genie/wizard-model';

interface WizardStepProps {
  state: WizardState;
  kind: WizardKind;
  dispatch: Dispatch<WizardAction>;
}

const lengths: StoryLength[] = ['very-short', 'short', 'medium'];
const targetLengths: TargetLength[] = ['same', 'shorter', 'longer'];

/** New Story's three questions before the length, as [field, label, hint]. */
const newStoryFields = [
  ['mainCharacter', 'newStory.mainCharacter', 'newStory.mainCharacterHint'],
  ['environment', 'newStory.environment', 'newStory.environmentHint'],
  ['theme', 'newStory.theme', 'newStory.themeHint'],
] as const;

/** The question of a wizard's current step (before its result). */
export function WizardStep({ state: s, kind, dispatch }: WizardStepProps) {
  const { t } = useTranslation('genie');
  const error = s.error ? t(s.error) : null;
  const lengthChoice = (legend: string) => (
    <ChoiceGroup
      legend={legend}
      value={s.length}
      options={lengths.map((value) => ({ value, label: t(`length.${value}`) }))}
      onChange={(value) => {
        dispatch({ type: 'length', value });
      }}
    />
  );
  const text = (field: TextField, label: string, hint?: string, multiline = false) => (
    <WizardField
      label={label}
      hint={hint}
      value={s[field]}
      error={error}
      multiline={multiline}
      onChange={(value) => {
        dispatch({ type: 'text', field, value });
      }}
    />
  );

  if (kind === 'new-story') {
    const field = newStoryFields[s.step - 1];
    return field ? text(field[0], t(field[1]), t(field[2])) : lengthChoice(t('newStory.length'));
  }
  if (kind === 'change-story') {
    if (s.step === 1) return text('originalStory', t('changeStory.original'), undefined, true);
    if (s.step === 2)
      return text('requestedChanges', t('changeStory.changes'), t('changeStory.changesHint'));
    return (
      <ChoiceGroup
        legend={t('changeStory.length')}
        value={s.targetLength}
        options={targetLengths.map((value) => ({ value, label: t(`changeStory.${value}`) }))}
        onChange={(value) => {
          dispatch({ type: 'targetLength', value });
        }}
      />
    );
  }
  if (s.step === 1) return text('userInterests', t('ideas.interests'), t('ideas.interestsHint'));
  if (s.step === 2) return lengthChoice(t('ideas.length'));
  return (
    <IdeaCards
      ideas={s.ideas}
      selected={s.selectedIdeaId}
      error={error}
      onSelect={(ideaId) => {
        dispatch({ type: 'select', ideaId });
      }}
    />
  );
}
