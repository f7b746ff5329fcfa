import type { Story } from '@/lib/api/lesson-types';

/**
 * The toast a failed lesson shows, named by its cause (product §6, §8): the
 * hard timeout, the language engine, or no sentence to make a card of — not
 * "Processing Timeout" for every failure.
 */
export function failureMessageKeys(story: Pick<Story, 'failureKind'>) {
  switch (story.failureKind) {
    case 'story_timeout_hard':
      return { title: 'messages.timeoutTitle', text: 'messages.timeout' } as const;
    case 'flashcard_ai_failure':
      return { title: 'messages.aiFailureTitle', text: 'messages.aiFailure' } as const;
    case 'flashcard_zero_generated':
      return { title: 'messages.noCardsTitle', text: 'messages.noCards' } as const;
    default:
      return { title: 'messages.failedTitle', text: 'messages.failed' } as const;
  }
}
