// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { genieFailure } from '@/features/genie/genie-problem';
import { ApiError, type Problem } from '@/lib/api/client';

const problem = (status: number, fields: Partial<Problem>) =>
  new ApiError(status, { status, title: 'x', code: 'invalid', ...fields });

describe('genieFailure', () => {
  it('knows the Genie answers by code, field and spec text', () => {
    expect(genieFailure(problem(503, { code: 'ai_unconfigured' }))).toEqual({
      kind: 'unavailable',
    });
    expect(genieFailure(problem(402, { code: 'out_of_wishes' }))).toEqual({
      kind: 'out-of-wishes',
    });
    expect(
      genieFailure(problem(400, { fields: { requestedChanges: 'Please describe…' } })),
    ).toEqual({ kind: 'message', key: 'validation.requestedChanges' });
    expect(
      genieFailure(
        problem(409, { code: 'conflict', detail: 'Maximum regenerations reached for this story' }),
      ),
    ).toEqual({ kind: 'message', key: 'messages.maxRegenStory' });
    expect(
      genieFailure(
        problem(503, {
          code: 'unavailable',
          detail: 'Failed to generate story ideas. Please try again.',
        }),
      ),
    ).toEqual({ kind: 'message', key: 'messages.ideasFailed' });
    expect(genieFailure(problem(500, { code: 'internal', detail: 'Something else' }))).toEqual({
      kind: 'message',
      key: 'messages.distracted',
    });
  });

  it('shows other answers as the server wrote them, and a transport failure generically', () => {
    expect(
      genieFailure(problem(409, { code: 'conflict', detail: 'This wish is still being granted.' })),
    ).toEqual({ kind: 'text', text: 'This wish is still being granted.' });
    expect(genieFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'message',
      key: 'messages.transport',
    });
  });
});
