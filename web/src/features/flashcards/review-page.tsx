import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useModeQueue } from '@/features/flashcards/api/get-study-queue';
import { useModeLesson } from '@/features/flashcards/hooks/use-mode-lesson';
import { LessonTitle } from '@/features/flashcards/components/lesson-title';
import { StoryReader } from '@/features/flashcards/components/story-reader';
import { FlashcardItem } from '@/features/flashcards/components/flashcard-item';
import { ModeSwitcher } from '@/features/flashcards/components/mode-switcher';
import { PlaybackRateToggle } from '@/features/flashcards/components/playback-rate-toggle';
import { ReviewSession } from '@/features/flashcards/components/review-session';
import { countQueue, orderForReview, withIntervals } from '@/features/flashcards/utils/study-order';
import { ApiError } from '@/lib/api/client';
import { SaveYourStoryDialog } from '@/components/save-your-story-dialog';
import { useDismissLessonPreview } from '@/lib/lesson-preview';
import { usePageTitle } from '@/lib/use-page-title';

function Notice({ title, text, action }: { title: string; text: string; action?: boolean }) {
  const { t } = useTranslation('lesson');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-sm font-semibold tracking-wide text-brand uppercase">
        {t('review.title')}
      </h1>
      <h2 className="mt-3 font-display text-3xl font-semibold tracking-tight">{title}</h2>
      <p className="mt-3 text-lg text-ink-muted">{text}</p>
      {action && (
        <Button asChild className="mt-6">
          <Link to="/">{t('review.goHome')}</Link>
        </Button>
      )}
    </div>
  );
}

/**
 * /flashcards?story={id} (product §7): the story's title and every card, with
 * its translation, pronunciation, audio and hints. Without ?story it opens
 * the newest lesson. A guest whose session ended sees the local copy. Above
 * the list, Review mode shows the study queue one card at a time.
 */
export function ReviewPage() {
  const { t, i18n } = useTranslation('lesson');
  const { t: ts } = useTranslation('study');
  usePageTitle(t('review.title'));
  const { storyId, lesson, newest } = useModeLesson('/flashcards');
  const queue = useModeQueue(storyId, lesson.data);
  // The server's preview of the lesson stays until the page shows it (or why it cannot).
  useDismissLessonPreview(
    storyId === null
      ? !newest.isPending && !newest.data
      : !lesson.isPending && (lesson.isError || !queue.isPending),
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

  const { story, flashcards, local } = lesson.data;
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-4 sm:px-6 sm:py-14">
      <p className="text-xs font-semibold tracking-wide text-brand uppercase sm:text-sm">
        {t('review.title')} · {names.of(story.targetLanguage) ?? story.targetLanguage} →{' '}
        {names.of(story.nativeLanguage) ?? story.nativeLanguage}
      </p>
      <div className="mt-3">
        <LessonTitle lesson={lesson.data} />
      </div>
      {story.wrongLanguage && (
        <p role="note" className="mt-4 rounded-xl bg-accent-soft px-4 py-3 text-sm text-accent">
          {story.detectedLanguage
            ? t('messages.wrongLanguageDetected', {
                detected: names.of(story.detectedLanguage) ?? story.detectedLanguage,
                target: names.of(story.targetLanguage) ?? story.targetLanguage,
              })
            : t('messages.wrongLanguage', {
                target: names.of(story.targetLanguage) ?? story.targetLanguage,
              })}
        </p>
      )}
      {local && <p className="mt-4 text-sm text-ink-muted">{t('review.savedLocally')}</p>}
      <SaveYourStoryDialog />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 sm:mt-6">
        <ModeSwitcher />
        <PlaybackRateToggle />
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
        // The card list is a tab of its own, never under the card being studied.
        <Tabs.Root defaultValue="study" className="mt-4 sm:mt-6">
          <Tabs.List
            aria-label={ts('review.tabs')}
            className="inline-flex rounded-xl bg-surface-muted p-1 text-sm"
          >
            {(['study', 'story', 'cards'] as const).map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="rounded-lg px-4 py-1.5 font-semibold text-ink-muted focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm"
              >
                {value === 'study'
                  ? ts('review.studyTab')
                  : value === 'story'
                    ? ts('lesson.storyTab')
                    : ts('review.cardsTab', { count: flashcards.length })}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content
            value="study"
            // Kept mounted: the learner's place in the round survives a look at the list.
            forceMount
            className="outline-none data-[state=inactive]:hidden"
          >
            {queue.isPending || !queue.items ? (
              // As tall as the card that replaces it, so nothing below moves.
              <Spinner label={t('review.loading')} className="min-h-96 py-10" />
            ) : queue.isError ? (
              <p role="alert" className="mt-6 text-danger">
                {ts('session.queueError')}
              </p>
            ) : (
              <ReviewSession
                key={storyId}
                cards={withIntervals(orderForReview(flashcards, queue.items), queue.items)}
                initialCounts={countQueue(queue.items)}
                targetLanguage={story.targetLanguage}
                nativeLanguage={story.nativeLanguage}
                local={local}
              />
            )}
          </Tabs.Content>
          <Tabs.Content value="story" className="outline-none">
            <StoryReader lesson={lesson.data} />
          </Tabs.Content>
          <Tabs.Content value="cards" className="mt-5 outline-none">
            <section aria-labelledby="all-cards">
              <h2 id="all-cards" className="text-xl font-semibold">
                {ts('review.allCards')}
              </h2>
              <p className="mt-2 text-sm font-medium text-ink-muted">
                {t('review.count', { count: flashcards.length })}
              </p>
              <ol className="mt-3 flex flex-col gap-4">
                {flashcards.map((card, index) => (
                  <li key={card.id}>
                    <FlashcardItem
                      card={card}
                      number={index + 1}
                      targetLanguage={story.targetLanguage}
                      nativeLanguage={story.nativeLanguage}
                      storyId={local ? undefined : story.id}
                    />
                  </li>
                ))}
              </ol>
            </section>
          </Tabs.Content>
        </Tabs.Root>
      )}
    </div>
  );
}
