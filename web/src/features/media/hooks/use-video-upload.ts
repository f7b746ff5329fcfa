import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';

import { checkVideoFile, uploadVideo, type UploadResult } from '@/features/media/api/upload-video';
import { problemOf, type UploadProblem } from '@/features/media/utils/upload-problem';
import { queryKeys } from '@/lib/api/query-keys';

export type UploadState =
  | { step: 'idle'; problem: UploadProblem | null }
  | { step: 'uploading'; progress: number }
  | { step: 'done'; result: UploadResult };

/**
 * One video upload (product §17): the file picked and checked, its progress,
 * and the result; a new file gets a new idempotency key, and abort stops it.
 */
export function useVideoUpload(credits: number, maxBytes: number) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>({ step: 'idle', problem: null });
  const key = useRef('');
  const abort = useRef<AbortController | null>(null);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0] ?? null;
    setFile(f);
    key.current = crypto.randomUUID(); // a new file, a new upload
    setState({ step: 'idle', problem: f ? checkVideoFile(f, credits, maxBytes) : null });
  };

  const start = async () => {
    if (!file) return;
    const problem = checkVideoFile(file, credits, maxBytes);
    if (problem) {
      setState({ step: 'idle', problem });
      return;
    }
    abort.current = new AbortController();
    setState({ step: 'uploading', progress: 0 });
    try {
      const result = await uploadVideo(
        file,
        key.current,
        (progress) => {
          setState({ step: 'uploading', progress });
        },
        abort.current.signal,
      );
      setState({ step: 'done', result });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.uploads }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      setState({ step: 'idle', problem: problemOf(err, file.size, credits, maxBytes) });
    }
  };

  /** Stops an upload under way and forgets the file. */
  const cancel = () => {
    abort.current?.abort();
    setFile(null);
    setState({ step: 'idle', problem: null });
  };

  return { file, state, pick, start, cancel };
}
