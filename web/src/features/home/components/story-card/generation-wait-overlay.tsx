import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { InlineSpinner } from '@/components/ui/spinner';
import { useLessonProgress } from '@/features/home/hooks/use-lesson-progress';
import type { LessonOutcome } from '@/features/home/utils/lesson-outcome';
import {
  formatElapsed,
  lessonToastId,
  stopRefreshAfterSeconds,
  storyCost,
} from '@/features/home/utils/rules';
import type { Story } from '@/lib/api/lesson-types';
import { toast, toastDurations } from '@/lib/toast';

interface GenerationWaitOverlayProps {
  story: Story;
  onOutcome: (outcome: LessonOutcome) => void;
  /** Reloads the page ('Stop & Refresh'); replaceable in tests. */
  onStopRefresh?: () => void;
}

/**
 * The wait overlay of product §6 over the story text: an m:ss timer, the cards
 * as they arrive, the slow-generation toast at the soft timeout and, after
 * 180 s, 'Stop & Refresh'.
 */
export function GenerationWaitOverlay({
  story,
  onOutcome,
  onStopRefresh = () => {
    window.location.reload();
  },
}: GenerationWaitOverlayProps) {
  const { t } = useTranslation('lesson');
  const progress = useLessonProgress(story, {
    onOutcome,
    onSlow: () => {
      toast.warning(t('messages.slowTitle'), {
        description: t('messages.slow', {
          characters: storyCost(story.content),
          minutes: Math.ceil(story.softTimeoutSeconds / 60),
        }),
        duration: toastDurations.slowGeneration,
        id: lessonToastId,
      });
    },
  });
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);

  const latest = progress.cards.at(-1);
  const slow = progress.elapsed >= story.softTimeoutSeconds;
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="region"
      aria-label={t('wait.label')}
      aria-busy="true"
      className="sg-after-a-moment absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 overflow-auto rounded-2xl bg-surface/95 p-4 text-center backdrop-blur-sm outline-none"
    >
      <p className="flex items-center gap-2 font-semibold">
        <InlineSpinner className="size-5 text-brand" />
        {t('wait.title')}
      </p>
      <p className="font-display text-4xl font-semibold tabular-nums">
        <span className="sr-only">{t('wait.elapsed')} </span>
        <span role="timer" aria-live="off">
          {formatElapsed(progress.elapsed)}
        </span>
      </p>
      <p aria-live="polite" className="text-sm font-medium text-ink-muted">
        {t('wait.cards', { count: progress.cards.length })}
      </p>
      {latest && (
        <figure
          aria-label={t('wait.latest')}
          className="w-full max-w-md rounded-xl border border-line bg-surface-muted px-4 py-3 text-left"
        >
          <p lang={story.targetLanguage} className="font-medium">
            {latest.front}
          </p>
          {latest.back && (
            <p lang={story.nativeLanguage} className="mt-1 text-sm text-ink-muted">
              {latest.back}
            </p>
          )}
        </figure>
      )}
      {slow && <p className="max-w-md text-sm text-danger">{t('wait.slow')}</p>}
      {progress.elapsed >= stopRefreshAfterSeconds && (
        <Button variant="secondary" onClick={onStopRefresh}>
          {t('wait.stopRefresh')}
        </Button>
      )}
    </div>
  );
}
