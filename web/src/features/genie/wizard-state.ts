/**
 * The state of the Genie's three wizards (product §13), as a pure
 * reducer: New Story (character, environment, theme, length, then the
 * story), Change Story (story, changes, length, then the result) and Story
 * Ideas (interests, length, pick one of 13 ideas, then the story).
 */

import { generateStep, resultStep, stepError } from '@/features/genie/wizard-steps';
import {
  maxRegenerations,
  type WizardAction,
  type WizardState,
} from '@/features/genie/wizard-model';

export const initialWizard: WizardState = {
  kind: null,
  step: 1,
  mainCharacter: '',
  environment: '',
  theme: '',
  length: 'short',
  originalStory: '',
  requestedChanges: '',
  targetLength: 'same',
  userInterests: '',
  ideas: [],
  selectedIdeaId: null,
  wishId: null,
  ideasWishId: null,
  regenerationsLeft: maxRegenerations,
  story: '',
  changePasted: false,
  error: null,
};

export function wizardReducer(s: WizardState, a: WizardAction): WizardState {
  switch (a.type) {
    case 'start':
      return {
        ...initialWizard,
        kind: a.kind,
        originalStory: a.kind === 'change-story' ? (a.currentStory ?? '') : '',
      };
    case 'text':
      return { ...s, [a.field]: a.value, error: null };
    case 'length':
      return { ...s, length: a.value, error: null };
    case 'targetLength':
      return { ...s, targetLength: a.value, error: null };
    case 'next': {
      if (!s.kind) return s;
      const error = stepError(s);
      if (error) return { ...s, error };
      return { ...s, step: Math.min(s.step + 1, generateStep(s.kind)), error: null };
    }
    case 'back':
      return { ...s, step: Math.max(1, s.step - 1), error: null };
    case 'cancel':
      return initialWizard;
    case 'select':
      return { ...s, selectedIdeaId: a.ideaId, error: null };
    case 'ideas':
      return {
        ...s,
        ideas: a.ideas,
        ideasWishId: a.wishId,
        wishId: a.wishId,
        regenerationsLeft: a.regenerationsLeft,
        selectedIdeaId: null,
        step: 3,
        error: null,
      };
    case 'story':
      if (!s.kind) return s;
      return {
        ...s,
        story: a.story,
        wishId: a.wishId,
        regenerationsLeft: a.regenerationsLeft,
        step: resultStep(s.kind),
        error: null,
      };
    case 'changePasted':
      return { ...s, changePasted: true };
    case 'chooseDifferentIdea':
      // Product §13: back to step 3; the selection and the story are cleared.
      return { ...s, step: 3, selectedIdeaId: null, story: '', error: null };
    case 'newIdeasRequest':
      return { ...initialWizard, kind: 'story-ideas' };
    case 'startNewChange':
      return { ...initialWizard, kind: 'change-story', originalStory: s.story };
  }
}
