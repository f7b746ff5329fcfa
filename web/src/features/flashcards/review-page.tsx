import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { SaveYourStoryDialog } from '@/components/save-your-story-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useModeQueue } from '@/features/flashcards/api/get-study-queue';
import { DirectionChoice } from '@/features/flashcards/components/direction-choice';
import { LessonTitle } from '@/features/flashcards/components/lesson-title';
import { ModeSwitcher } from '@/features/flashcards/components/mode-switcher';
import { PlaybackRateToggle } from '@/features/flashcards/components/playback-rate-toggle';
import { VoiceChoice } from '@/features/flashcards/components/voice-choice';
import { Notice } from '@/features/flashcards/components/review-notice';
import { ReviewTabs } from '@/features/flashcards/components/review-tabs';
import { WrongLanguageNote } from '@/features/flashcards/components/wrong-language-note';
import { useStudyDirection } from '@/features/flashcards/utils/study-direction';
import { useModeLesson } from '@/features/flashcards/hooks/use-mode-lesson';
import { ApiError } from '@/lib/api/client';
import { useDismissLessonPreview } from '@/lib/lesson-preview';
import { useLanguageName } from '@/lib/use-language-name';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /flashcards?story={id} (product §7): the story's title and every card, with
 * its translation, pronunciation, audio and hints. Without ?story it opens
 * the newest lesson. A guest whose session ended sees the local copy. Above
 * the list, Review mode shows the study queue one card at a time.
 */
export function ReviewPage() {
  const { t } = useTranslation('lesson');
  const name = useLanguageName();
  usePageTitle(t('review.title'));
  const { storyId, lesson, newest } = useModeLesson('/flashcards');
  const queue = useModeQueue(storyId, lesson.data);
  const direction = useStudyDirection(storyId ?? '');
  // The lesson and its queue arrive as urgent updates (a query's store), which
  // React renders in one long task; the page shows them in a deferred render,
  // which React cuts into slices between which the browser answers input
  // (decision 0054). Until it is done the spinner (under the server's preview) stays.
  const now = useMemo(
    () => ({ data: lesson.data, items: queue.items }),
    [lesson.data, queue.items],
  );
  const deferred = useDeferredValue(now);
  // Never another story's lesson or queue (the one studied before a link to this one).
  const current = deferred.data?.story.id === lesson.data?.story.id;
  const shown = current ? deferred.data : undefined;
  const items = current ? deferred.items : undefined;
  // The server's preview of the lesson stays until the page shows it (or why it cannot).
  useDismissLessonPreview(
    storyId === null
      ? !newest.isPending && !newest.data
      : !lesson.isPending &&
          (lesson.isError || (shown !== undefined && (queue.isError || items !== undefined))),
  );

  if (storyId === null) {
    if (newest.isPending || newest.data)
      return <Spinner label={t('review.loading')} className="py-24" />;
    return <Notice title={t('review.noStoryTitle')} text={t('review.noStory')} action />;
  }
  if (lesson.isPending) return <Spinner label={t('review.loading')} className="py-24" />;
  if (lesson.isError) {
    const status = lesson.error instanceof ApiError ? lesson.error.status : 0;
    return status === 404 || status === 403 || status === 401 ? (
      <Notice title={t('review.notFoundTitle')} text={t('review.notFound')} action />
    ) : (
      <Notice title={t('review.errorTitle')} text={t('review.error')} action />
    );
  }

  if (shown === undefined) return <Spinner label={t('review.loading')} className="py-24" />;
  const { story, flashcards, local } = shown;
  // Asked native → target or by ear, a title that is one of the sentences is an answer.
  const titleIsAnswer =
    direction !== 'target-native' &&
    flashcards.some((c) => c.kind === 'sentence' && c.front.trim() === story.title.trim());
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-4 sm:px-6 sm:py-14">
      <p className="text-xs font-semibold tracking-wide text-brand uppercase sm:text-sm">
        {t('review.title')} · {name(story.targetLanguage)} → {name(story.nativeLanguage)}
      </p>
      <div className="mt-3">
        <LessonTitle lesson={shown} answer={titleIsAnswer} />
      </div>
      {story.wrongLanguage && <WrongLanguageNote story={story} />}
      {local && <p className="mt-4 text-sm text-ink-muted">{t('review.savedLocally')}</p>}
      <SaveYourStoryDialog />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 sm:mt-6 sm:gap-3">
        <ModeSwitcher />
        <div className="flex flex-wrap items-center gap-2">
          <DirectionChoice
            lesson={storyId}
            languages={{ target: story.targetLanguage, native: story.nativeLanguage }}
          />
          <VoiceChoice language={story.targetLanguage} />
          <PlaybackRateToggle />
        </div>
      </div>
      {flashcards.length === 0 ? (
        <div
          role="status"
          className="mt-10 rounded-2xl border border-line bg-surface p-8 text-center"
        >
          <h2 className="text-xl font-semibold">{t('review.emptyTitle')}</h2>
          <p className="mt-2 text-ink-muted">{t('review.empty')}</p>
        </div>
      ) : (
        <ReviewTabs storyId={storyId} lesson={shown} queue={{ ...queue, items }} />
      )}
    </div>
  );
}
