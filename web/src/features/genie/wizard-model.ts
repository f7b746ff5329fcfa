/**
 * The words of the Genie's three wizards (product §13): their kinds, the
 * lengths, the numbers the product sets, and the state a wizard holds.
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
