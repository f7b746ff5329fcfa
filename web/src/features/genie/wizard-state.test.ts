// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { WizardAction, WizardState } from '@/features/genie/wizard-model';
import { wizardError } from '@/features/genie/wizard-steps';
import { initialWizard, wizardReducer } from '@/features/genie/wizard-state';

const run = (actions: WizardAction[], from: WizardState = initialWizard) =>
  actions.reduce(wizardReducer, from);

const ideas = Array.from({ length: 13 }, (_, i) => ({
  id: `w-${String(i + 1)}`,
  title: `Idea ${String(i + 1)}`,
  difficulty: 'Beginner',
  description: 'A cat.',
}));

describe('the New Story wizard', () => {
  it('walks four steps, refusing an empty answer with the text of product §13', () => {
    let s = run([{ type: 'start', kind: 'new-story' }, { type: 'next' }]);
    expect(s.step).toBe(1);
    expect(s.error).toBe('validation.mainCharacter');
    s = run(
      [
        { type: 'text', field: 'mainCharacter', value: 'a cat' },
        { type: 'next' },
        { type: 'next' },
      ],
      s,
    );
    expect(s.step).toBe(2);
    expect(s.error).toBe('validation.environment');
    s = run(
      [{ type: 'text', field: 'environment', value: 'a roof' }, { type: 'next' }, { type: 'next' }],
      s,
    );
    expect(s.error).toBe('validation.theme');
    s = run(
      [
        { type: 'text', field: 'theme', value: 'the dark' },
        { type: 'next' },
        { type: 'length', value: 'medium' },
        { type: 'next' },
      ],
      s,
    );
    expect(s.step).toBe(4); // Generate Story is on step 4: Next goes no further
    expect(s.length).toBe('medium');
    expect(wizardError(s)).toBeNull();
    s = run([{ type: 'back' }, { type: 'back' }], s);
    expect(s.step).toBe(2);
    s = run([{ type: 'story', story: 'Un gato.', wishId: 'w', regenerationsLeft: 3 }], s);
    expect(s.step).toBe(5);
    expect(s.story).toBe('Un gato.');
    expect(run([{ type: 'cancel' }], s)).toEqual(initialWizard);
  });
});

describe('the Change Story wizard', () => {
  it('starts from the current story and needs 20 and 10 characters', () => {
    let s = run([
      { type: 'start', kind: 'change-story', currentStory: 'Un gato.' },
      { type: 'next' },
    ]);
    expect(s.originalStory).toBe('Un gato.');
    expect(s.error).toBe('validation.originalStory');
    s = run(
      [
        { type: 'text', field: 'originalStory', value: `  ${'a'.repeat(20)}  ` },
        { type: 'next' },
        { type: 'text', field: 'requestedChanges', value: '123456789' },
        { type: 'next' },
      ],
      s,
    );
    expect(s.step).toBe(2);
    expect(s.error).toBe('validation.requestedChanges');
    s = run(
      [
        { type: 'text', field: 'requestedChanges', value: '1234567890' },
        { type: 'next' },
        { type: 'targetLength', value: 'longer' },
      ],
      s,
    );
    expect(s.step).toBe(3);
    expect(wizardError(s)).toBeNull();
    s = run(
      [
        { type: 'story', story: 'Un perro grande.', wishId: 'w', regenerationsLeft: 3 },
        { type: 'changePasted' },
      ],
      s,
    );
    expect(s.step).toBe(4);
    expect(s.changePasted).toBe(true);
    s = run([{ type: 'startNewChange' }], s);
    expect(s).toMatchObject({ kind: 'change-story', step: 1, originalStory: 'Un perro grande.' });
    expect(s.changePasted).toBe(false);
  });
});

describe('the Story Ideas wizard', () => {
  it('picks one of 13 ideas, chooses again, and restarts', () => {
    let s = run([
      { type: 'start', kind: 'story-ideas' },
      { type: 'text', field: 'userInterests', value: 'cats' },
      { type: 'next' },
    ]);
    expect(s.error).toBe('validation.interests');
    s = run(
      [
        { type: 'text', field: 'userInterests', value: 'cats!' },
        { type: 'next' },
        { type: 'ideas', ideas, wishId: 'w', regenerationsLeft: 3 },
        { type: 'next' },
      ],
      s,
    );
    expect(s.step).toBe(3);
    expect(s.error).toBe('validation.selectIdea');
    s = run(
      [
        { type: 'select', ideaId: 'w-5' },
        { type: 'story', story: 'Un gato.', wishId: 'w', regenerationsLeft: 2 },
      ],
      s,
    );
    expect(s).toMatchObject({ step: 4, story: 'Un gato.', regenerationsLeft: 2 });
    s = run([{ type: 'chooseDifferentIdea' }], s);
    expect(s).toMatchObject({ step: 3, selectedIdeaId: null, story: '', ideas });
    s = run([{ type: 'newIdeasRequest' }], s);
    expect(s).toEqual({ ...initialWizard, kind: 'story-ideas' });
  });
});
