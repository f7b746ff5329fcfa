import { useTranslation } from 'react-i18next';

import type { Lesson } from '@/features/flashcards/api/get-lesson';
import type { useModeQueue } from '@/features/flashcards/api/get-study-queue';
import { AllCards } from '@/features/flashcards/components/all-cards';
import { ReviewSession } from '@/features/flashcards/components/review-session';
import { StoryReader } from '@/features/flashcards/components/story-reader';
import { Spinner } from '@/components/ui/spinner';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { countQueue, orderForReview, withIntervals } from '@/features/flashcards/utils/study-order';

const tabs = ['study', 'story', 'cards'] as const;

interface ReviewTabsProps {
  storyId: string;
  lesson: Lesson;
  queue: ReturnType<typeof useModeQueue>;
}

/**
 * Review's three tabs: the study queue one card at a time, the whole story,
 * and every card. The card list is a tab of its own, never under the card
 * being studied.
 */
export function ReviewTabs({ storyId, lesson, queue }: ReviewTabsProps) {
  const { t } = useTranslation('lesson');
  const { t: ts } = useTranslation('study');
  const { story, flashcards, local } = lesson;
  const label = (value: (typeof tabs)[number]) =>
    value === 'study'
      ? ts('review.studyTab')
      : value === 'story'
        ? ts('lesson.storyTab')
        : ts('review.cardsTab', { count: flashcards.length });
  return (
    <Tabs defaultValue="study" className="mt-4 sm:mt-6">
      <TabList
        aria-label={ts('review.tabs')}
        className="inline-flex rounded-xl bg-surface-muted p-1 text-sm"
      >
        {tabs.map((value) => (
          <Tab
            key={value}
            value={value}
            className="rounded-lg px-4 py-1.5 font-semibold text-ink-muted focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm"
          >
            {label(value)}
          </Tab>
        ))}
      </TabList>
      <TabPanel
        value="study"
        // Kept mounted: the learner's place in the round survives a look at the list.
        keepMounted
        className="outline-none data-[state=inactive]:hidden"
      >
        {queue.isError && !queue.items ? (
          <p role="alert" className="mt-6 text-danger">
            {ts('session.queueError')}
          </p>
        ) : queue.isPending || !queue.items ? (
          // As tall as the card that replaces it, so nothing below moves.
          <Spinner label={t('review.loading')} className="min-h-96 py-10" />
        ) : (
          <ReviewSession
            key={storyId}
            lesson={storyId}
            cards={withIntervals(orderForReview(flashcards, queue.items), queue.items)}
            initialCounts={countQueue(queue.items)}
            targetLanguage={story.targetLanguage}
            nativeLanguage={story.nativeLanguage}
            local={local}
          />
        )}
      </TabPanel>
      <TabPanel value="story" className="outline-none">
        <StoryReader lesson={lesson} />
      </TabPanel>
      <TabPanel value="cards" className="mt-5 outline-none">
        <AllCards lesson={lesson} />
      </TabPanel>
    </Tabs>
  );
}
