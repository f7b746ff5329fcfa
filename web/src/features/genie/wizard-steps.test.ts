// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { initialWizard } from '@/features/genie/wizard-state';
import { generateStep, resultStep, stepError } from '@/features/genie/wizard-steps';

describe('the wizards’ steps', () => {
  it('asks the Genie on the step after the last question', () => {
    expect(generateStep('new-story')).toBe(4);
    expect(generateStep('change-story')).toBe(3);
    expect(generateStep('story-ideas')).toBe(2);
    expect(resultStep('new-story')).toBe(5);
    expect(resultStep('story-ideas')).toBe(4);
  });

  it('counts characters, not spaces, against each step’s minimum', () => {
    const change = { ...initialWizard, kind: 'change-story' as const };
    expect(stepError({ ...change, originalStory: `  ${'a'.repeat(19)}  ` })).toBe(
      'validation.originalStory',
    );
    expect(stepError({ ...change, originalStory: 'a'.repeat(20) })).toBeNull();
    expect(stepError({ ...change, step: 2, requestedChanges: '短'.repeat(10) })).toBeNull();
  });

  it('needs a picked idea on the third step of Story Ideas', () => {
    const ideas = { ...initialWizard, kind: 'story-ideas' as const, step: 3 };
    expect(stepError(ideas)).toBe('validation.selectIdea');
    expect(stepError({ ...ideas, selectedIdeaId: 'i1' })).toBeNull();
  });
});
