import type { ValidationKey } from '@/features/genie/wizard-model';
import { ApiError } from '@/lib/api/client';

export type GenieMessageKey =
  | ValidationKey
  | 'messages.distracted'
  | 'messages.ideasFailed'
  | 'messages.maxRegen'
  | 'messages.maxRegenStory'
  | 'messages.transport';

/** What the dialog does with a failed Genie call. */
export type GenieFailure =
  | { kind: 'unavailable' }
  | { kind: 'out-of-wishes' }
  | { kind: 'message'; key: GenieMessageKey }
  | { kind: 'text'; text: string };

const fieldKeys: Partial<Record<string, ValidationKey>> = {
  mainCharacter: 'validation.mainCharacter',
  environment: 'validation.environment',
  theme: 'validation.theme',
  originalStory: 'validation.originalStory',
  requestedChanges: 'validation.requestedChanges',
  userInterests: 'validation.interests',
  selectedIdeaId: 'validation.selectIdea',
};

const detailKeys: Partial<Record<string, GenieMessageKey>> = {
  'The Genie seems distracted. Please try again!': 'messages.distracted',
  'Failed to generate story ideas. Please try again.': 'messages.ideasFailed',
  'Maximum regenerations reached': 'messages.maxRegen',
  'Maximum regenerations reached for this story': 'messages.maxRegenStory',
};

/**
 * Product §13: known answers are shown in the interface language, other Genie
 * errors as the server wrote them, and a transport failure with the
 * generic text.
 */
export function genieFailure(error: unknown): GenieFailure {
  if (!(error instanceof ApiError) || !error.problem) {
    return { kind: 'message', key: 'messages.transport' };
  }
  const p = error.problem;
  if (p.code === 'ai_unconfigured') return { kind: 'unavailable' };
  if (p.code === 'out_of_wishes') return { kind: 'out-of-wishes' };
  for (const field of Object.keys(p.fields ?? {})) {
    const key = fieldKeys[field];
    if (key) return { kind: 'message', key };
  }
  const key = p.detail ? detailKeys[p.detail] : undefined;
  if (key) return { kind: 'message', key };
  if (p.code === 'internal') return { kind: 'message', key: 'messages.distracted' };
  return p.detail
    ? { kind: 'text', text: p.detail }
    : { kind: 'message', key: 'messages.transport' };
}
