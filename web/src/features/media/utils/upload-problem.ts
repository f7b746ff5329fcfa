import { videoCost, type FileProblem } from '@/features/media/api/upload-video';
import { ApiError } from '@/lib/api/client';

/** What stops an upload: a problem the browser found, or a failure of the call. */
export type UploadProblem = FileProblem | { kind: 'failed' };

/** The server's refusal as one of the dialog's problems (product §17). */
export function problemOf(
  err: unknown,
  size: number,
  credits: number,
  maxBytes: number,
): UploadProblem {
  if (err instanceof ApiError) {
    if (err.status === 402) return { kind: 'insufficient', cost: videoCost(size), credits };
    if (err.problem?.title === 'Invalid file type') return { kind: 'notVideo' };
    if (err.problem?.title === 'File too large')
      return { kind: 'tooLarge', maxMb: Math.floor(maxBytes / (1 << 20)) };
  }
  return { kind: 'failed' };
}
