/**
 * The state of the Genie's three wizards (product §13), as a pure
 * reducer: New Story (character, environment, theme, length, then the
 * story), Change Story (story, changes, length, then the result) and Story
 * Ideas (interests, length, pick one of 13 ideas, then the story).
 */

export type WizardKind = 'new-story' | 'change-story' | 'story-ideas';
export type StoryLength = 'very-short' | 'short' | 'medium';
export type TargetLength = 'same' | 'shorter' | 'longer';

export interface Idea {
  id: string;
  title: string;
  difficulty: string;
  description: string;
}

/** The Genie's numbers (product §13). */
export const storyLengths: Record<StoryLength, number> = {
  'very-short': 50,
  short: 100,
  medium: 200,
};
export const maxRegenerations = 3;
export const minChangeStory = 20;
export const minChangeRequest = 10;
export const minInterests = 5;
export const ideaCount = 13;

/** The product §13 messages of the wizards (keys of the genie namespace). */
export type ValidationKey =
  | 'validation.mainCharacter'
  | 'validation.environment'
  | 'validation.theme'
  | 'validation.originalStory'
  | 'validation.requestedChanges'
  | 'validation.interests'
  | 'validation.selectIdea';

export interface WizardState {
  kind: WizardKind | null;
  step: number;
  mainCharacter: string;
  environment: string;
  theme: string;
  length: StoryLength;
  originalStory: string;
  requestedChanges: string;
  targetLength: TargetLength;
  userInterests: string;
  ideas: Idea[];
  selectedIdeaId: string | null;
  /** The wish this wizard's regenerations and story-from-idea belong to. */
  wishId: string | null;
  ideasWishId: string | null;
  regenerationsLeft: number;
  story: string;
  /** Whether this wizard already pasted a change into the story input. */
  changePasted: boolean;
  /** i18n key of the current step's validation message (genie namespace). */
  error: ValidationKey | null;
}

export type TextField =
  | 'mainCharacter'
  | 'environment'
  | 'theme'
  | 'originalStory'
  | 'requestedChanges'
  | 'userInterests';

export type WizardAction =
  | { type: 'start'; kind: WizardKind; currentStory?: string }
  | { type: 'text'; field: TextField; value: string }
  | { type: 'length'; value: StoryLength }
  | { type: 'targetLength'; value: TargetLength }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'cancel' }
  | { type: 'select'; ideaId: string }
  | { type: 'ideas'; ideas: Idea[]; wishId: string; regenerationsLeft: number }
  | { type: 'story'; story: string; wishId: string; regenerationsLeft: number }
  | { type: 'changePasted' }
  | { type: 'chooseDifferentIdea' }
  | { type: 'newIdeasRequest' }
  | { type: 'startNewChange' };

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
