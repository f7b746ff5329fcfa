// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { storyRefusal } from '@/features/home/utils/story-refusal';

describe('storyRefusal', () => {
  it('refuses a story under 13 characters first', () => {
    expect(storyRefusal(12, 5000, 0)).toEqual({ kind: 'tooShort' });
  });

  it('says how far a story is over the server’s limit', () => {
    expect(storyRefusal(5010, 5000, 9999)).toEqual({ kind: 'tooLong', limit: 5000, over: 10 });
  });

  it('names the credits needed and held when they fall short', () => {
    expect(storyRefusal(40, 5000, 39)).toEqual({
      kind: 'notEnoughCredits',
      needed: 40,
      available: 39,
    });
  });

  it('lets a story through at exactly the limit and the credits', () => {
    expect(storyRefusal(13, 13, 13)).toBeNull();
  });
});
