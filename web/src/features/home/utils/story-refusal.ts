import { minStoryLength } from '@/features/home/utils/rules';

/** Why Generate refuses a story before asking the server, or null (product §6). */
export type StoryRefusal =
  | { kind: 'tooShort' }
  | { kind: 'tooLong'; limit: number; over: number }
  | { kind: 'notEnoughCredits'; needed: number; available: number }
  | null;

/** Checks a story's cost (its characters) against the minimum, the limit and the credits. */
export function storyRefusal(cost: number, limit: number, credits: number): StoryRefusal {
  if (cost < minStoryLength) return { kind: 'tooShort' };
  if (cost > limit) return { kind: 'tooLong', limit, over: cost - limit };
  if (cost > credits) return { kind: 'notEnoughCredits', needed: cost, available: credits };
  return null;
}
