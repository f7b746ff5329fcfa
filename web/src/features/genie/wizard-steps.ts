/** Where a wizard is in its steps, and what each step asks for (product §13). */
import {
  minChangeRequest,
  minChangeStory,
  minInterests,
  type ValidationKey,
  type WizardKind,
  type WizardState,
} from '@/features/genie/wizard-model';

const chars = (s: string) => Array.from(s.trim()).length;

/** The step on which a wizard asks the Genie (Generate Story / Generate Ideas). */
export function generateStep(kind: WizardKind): number {
  return kind === 'new-story' ? 4 : kind === 'change-story' ? 3 : 2;
}

/** The last step: the story (or, for ideas, the story from the chosen idea). */
export function resultStep(kind: WizardKind): number {
  return kind === 'new-story' ? 5 : 4;
}

/** The validation message key of the current step, or null (product §13). */
export function stepError(s: WizardState): ValidationKey | null {
  switch (s.kind) {
    case 'new-story':
      if (s.step === 1 && chars(s.mainCharacter) === 0) return 'validation.mainCharacter';
      if (s.step === 2 && chars(s.environment) === 0) return 'validation.environment';
      if (s.step === 3 && chars(s.theme) === 0) return 'validation.theme';
      return null;
    case 'change-story':
      if (s.step === 1 && chars(s.originalStory) < minChangeStory)
        return 'validation.originalStory';
      if (s.step === 2 && chars(s.requestedChanges) < minChangeRequest)
        return 'validation.requestedChanges';
      return null;
    case 'story-ideas':
      if (s.step === 1 && chars(s.userInterests) < minInterests) return 'validation.interests';
      if (s.step === 3 && !s.selectedIdeaId) return 'validation.selectIdea';
      return null;
    default:
      return null;
  }
}

/** The first failing step's message before a wish is asked for, or null. */
export function wizardError(s: WizardState): ValidationKey | null {
  if (!s.kind) return null;
  for (let step = 1; step <= generateStep(s.kind); step++) {
    const error = stepError({ ...s, step });
    if (error) return error;
  }
  return null;
}
