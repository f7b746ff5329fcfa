import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { videoCost } from '@/features/media/api/upload-video';
import { ProblemText } from '@/features/media/components/problem-text';
import { UploadDone } from '@/features/media/components/upload-done';
import { Progress } from '@/features/media/components/upload-progress';
import { useVideoUpload } from '@/features/media/hooks/use-video-upload';

interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  credits: number;
  maxBytes: number;
}

/** 'Upload Comedy Club Video' (product §17): idle, uploading, done. */
export function UploadDialog({ open, onOpenChange, credits, maxBytes }: UploadDialogProps) {
  const { t } = useTranslation('media');
  const { file, state, pick, start, cancel } = useVideoUpload(credits, maxBytes);

  const close = (next: boolean) => {
    if (!next) cancel();
    onOpenChange(next);
  };
  const problem = state.step === 'idle' ? state.problem : null;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>{t('dialog.title')}</DialogTitle>
        {state.step === 'done' ? (
          <UploadDone
            result={state.result}
            onClose={() => {
              close(false);
            }}
          />
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
            {file && state.step === 'idle' && !problem ? (
              <p className="mt-3 text-sm text-ink-muted">
                {t('dialog.costLine', { cost: videoCost(file.size), credits })}
              </p>
            ) : null}
            {problem ? <ProblemText problem={problem} /> : null}
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
                  (problem !== null && problem.kind !== 'failed')
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
