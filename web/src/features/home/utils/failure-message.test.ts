// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { failureMessageKeys } from '@/features/home/utils/failure-message';
import lesson from '@/locales/lesson/en.json';

function say(kind: string | undefined) {
  const keys = failureMessageKeys({ failureKind: kind as never });
  const get = (key: string) =>
    key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], lesson);
  return `${String(get(keys.title))}: ${String(get(keys.text))}`;
}

describe('a failed lesson is named by its cause', () => {
  it('says a timeout only for a timeout', () => {
    expect(say('story_timeout_hard')).toMatch(/^Processing Timeout: .*took too long/);
    expect(say('flashcard_ai_failure')).toMatch(/^Lesson Not Made: The language engine could not/);
    expect(say('flashcard_zero_generated')).toMatch(/^No Flashcards Found: We found no sentence/);
    // A lesson that failed before the cause was recorded: no guessed cause.
    expect(say(undefined)).toMatch(/^Lesson Failed: This lesson could not be made/);
    for (const kind of ['flashcard_ai_failure', 'flashcard_zero_generated', undefined]) {
      expect(say(kind)).not.toMatch(/too long|Timeout/);
    }
  });
});
