import { useRef, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import {
  checkVideoFile,
  uploadVideo,
  videoCost,
  type FileProblem,
  type UploadResult,
} from '@/features/media/api/upload-video';
import { ApiError } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';

type State =
  | { step: 'idle'; problem: FileProblem | { kind: 'failed' } | null }
  | { step: 'uploading'; progress: number }
  | { step: 'done'; result: UploadResult };

interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  credits: number;
  maxBytes: number;
}

/** 'Upload Comedy Club Video' (product §17): idle, uploading, done. */
export function UploadDialog({ open, onOpenChange, credits, maxBytes }: UploadDialogProps) {
  const { t } = useTranslation('media');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>({ step: 'idle', problem: null });
  const key = useRef('');
  const abort = useRef<AbortController | null>(null);

  const reset = () => {
    setFile(null);
    setState({ step: 'idle', problem: null });
  };
  const close = (next: boolean) => {
    if (!next) {
      abort.current?.abort();
      reset();
    }
    onOpenChange(next);
  };

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

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>{t('dialog.title')}</DialogTitle>
        {state.step === 'done' ? (
          <div role="status" className="mt-4">
            <p className="font-display text-xl font-semibold">{t('dialog.successTitle')}</p>
            <p className="mt-2 text-ink-muted">
              {t('dialog.successText', {
                count: state.result.upload.credits,
                balance: state.result.balance,
              })}
            </p>
            <Button
              className="mt-6 w-full"
              onClick={() => {
                close(false);
              }}
            >
              {t('dialog.close')}
            </Button>
          </div>
        ) : (
          <>
            <DialogDescription>
              {t('dialog.description', { mb: Math.floor(maxBytes / (1 << 20)) })}
            </DialogDescription>
            <label className="mt-5 block text-sm font-medium" htmlFor="video-file">
              {t('dialog.file')}
            </label>
            <input
              id="video-file"
              type="file"
              accept="video/mp4,video/webm,video/quicktime,video/*"
              onChange={pick}
              disabled={state.step === 'uploading'}
              className="mt-1.5 block w-full max-w-full text-sm file:mr-3 file:h-10 file:rounded-xl file:border file:border-line file:bg-surface-muted file:px-4 file:font-semibold file:text-ink"
            />
            {file && state.step === 'idle' && !state.problem ? (
              <p className="mt-3 text-sm text-ink-muted">
                {t('dialog.costLine', { cost: videoCost(file.size), credits })}
              </p>
            ) : null}
            {state.step === 'idle' && state.problem ? (
              <ProblemText problem={state.problem} />
            ) : null}
            {state.step === 'uploading' ? <Progress fraction={state.progress} /> : null}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                variant="secondary"
                onClick={() => {
                  close(false);
                }}
              >
                {t('dialog.cancel')}
              </Button>
              <Button
                onClick={() => void start()}
                disabled={
                  !file ||
                  state.step === 'uploading' ||
                  (state.problem !== null && state.problem.kind !== 'failed')
                }
              >
                {t('dialog.submit')}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Progress({ fraction }: { fraction: number }) {
  const { t } = useTranslation('media');
  const percent = Math.round(fraction * 100);
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-label={t('dialog.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-ink-muted" aria-live="polite">
        {t('dialog.uploading', { percent })}
      </p>
    </div>
  );
}

function ProblemText({ problem }: { problem: FileProblem | { kind: 'failed' } }) {
  const { t } = useTranslation('media');
  const [title, text] =
    problem.kind === 'notVideo'
      ? [t('dialog.invalidTypeTitle'), t('dialog.invalidType')]
      : problem.kind === 'tooLarge'
        ? [t('dialog.tooLargeTitle'), t('dialog.tooLarge', { mb: problem.maxMb })]
        : problem.kind === 'insufficient'
          ? [
              t('dialog.insufficientTitle'),
              t('dialog.insufficient', { cost: problem.cost, credits: problem.credits }),
            ]
          : [t('dialog.failedTitle'), t('dialog.failed')];
  return (
    <div role="alert" className="mt-4 rounded-xl bg-danger-soft p-3 text-sm text-danger">
      <p className="font-semibold">{title}</p>
      <p>{text}</p>
    </div>
  );
}

/** The server's refusal as one of the dialog's problems. */
function problemOf(
  err: unknown,
  size: number,
  credits: number,
  maxBytes: number,
): FileProblem | { kind: 'failed' } {
  if (err instanceof ApiError) {
    if (err.status === 402) return { kind: 'insufficient', cost: videoCost(size), credits };
    if (err.problem?.title === 'Invalid file type') return { kind: 'notVideo' };
    if (err.problem?.title === 'File too large')
      return { kind: 'tooLarge', maxMb: Math.floor(maxBytes / (1 << 20)) };
  }
  return { kind: 'failed' };
}
