// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { videoCost } from '@/features/media/api/upload-video';
import { problemOf } from '@/features/media/utils/upload-problem';
import { ApiError } from '@/lib/api/client';

const mb = 1 << 20;

describe('problemOf', () => {
  it('names the server’s refusals as the dialog’s problems', () => {
    expect(problemOf(new ApiError(402), 5 * mb, 3, 100 * mb)).toEqual({
      kind: 'insufficient',
      cost: videoCost(5 * mb),
      credits: 3,
    });
    expect(
      problemOf(
        new ApiError(415, { code: 'invalid', title: 'Invalid file type', status: 415 }),
        1,
        9,
        100 * mb,
      ),
    ).toEqual({ kind: 'notVideo' });
    expect(
      problemOf(
        new ApiError(413, { code: 'invalid', title: 'File too large', status: 413 }),
        1,
        9,
        100 * mb + 5,
      ),
    ).toEqual({ kind: 'tooLarge', maxMb: 100 });
  });

  it('calls anything else a failure', () => {
    expect(problemOf(new ApiError(500), 1, 9, mb)).toEqual({ kind: 'failed' });
    expect(problemOf(new TypeError('network'), 1, 9, mb)).toEqual({ kind: 'failed' });
  });
});
