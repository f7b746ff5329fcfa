import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

import { reportWorkflowError } from '@/features/home/api/lesson-status';
import { ApiError } from '@/lib/api/client';
import type { Story } from '@/lib/api/lesson-types';

/** Asking the server to give up before its own hard timeout answers 409: ask again later. */
const hardTimeoutRetryMs = 30_000;

interface LessonTimeoutsOptions {
  /** The lesson as it was started (its timeouts) and as last heard of. */
  story: Story;
  latest: Story;
  elapsed: number;
  /** Set once the lesson has its outcome; set here when the server cancels it. */
  finished: RefObject<boolean>;
  onSlow: () => void;
  /** The server cancelled the lesson and refunded its credits. */
  onCancelled: (story: Story, creditsRefunded: number) => void;
}

/**
 * The two timeouts of a lesson being made (product §6): at the soft one the
 * slow-generation toast (once); past the hard one the server is asked to
 * cancel and refund, again every 30 s while it answers 'still processing'.
 */
export function useLessonTimeouts(options: LessonTimeoutsOptions) {
  const { story, latest, elapsed, finished } = options;
  const slowFired = useRef(false);
  const nextHardAttempt = useRef(story.hardTimeoutSeconds);
  const slow = useEffectEvent(() => {
    options.onSlow();
  });
  const cancelled = useEffectEvent((s: Story, refunded: number) => {
    options.onCancelled(s, refunded);
  });

  useEffect(() => {
    if (finished.current || slowFired.current || elapsed < story.softTimeoutSeconds) return;
    slowFired.current = true;
    slow();
  }, [elapsed, story.softTimeoutSeconds, finished]);

  const id = story.id;
  useEffect(() => {
    if (finished.current || elapsed < nextHardAttempt.current) return;
    nextHardAttempt.current = elapsed + hardTimeoutRetryMs / 1000;
    reportWorkflowError(id, 'The lesson was not ready before the hard timeout.')
      .then((result) => {
        if (finished.current) return;
        finished.current = true;
        cancelled(latest, result.creditsRefunded);
      })
      .catch((error: unknown) => {
        // 409 Still Processing: the server's clock has not run out yet; ask again later.
        if (error instanceof ApiError && error.status === 409) return;
      });
  }, [elapsed, id, latest, finished]);
}
