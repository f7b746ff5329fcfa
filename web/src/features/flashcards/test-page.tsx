import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useModeQueue } from '@/features/flashcards/api/get-study-queue';
import { useModeLesson } from '@/features/flashcards/use-mode-lesson';
import { ModeSwitcher } from '@/features/flashcards/components/mode-switcher';
import { TestSession } from '@/features/flashcards/components/test-session';
import { ApiError } from '@/lib/api/client';
import type { Flashcard } from '@/lib/guest-stories';
import { usePageTitle } from '@/lib/use-page-title';

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('study');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        {t('test.title')}
      </h1>
      {children}
    </div>
  );
}

function Notice({ text }: { text: string }) {
  const { t } = useTranslation('lesson');
  return (
    <div className="mt-6">
      <p className="text-lg text-ink-muted">{text}</p>
      <Button asChild className="mt-6">
        <Link to="/">{t('review.goHome')}</Link>
      </Button>
    </div>
  );
}

/**
 * Flashcard test mode (spec §2 /test?story={id}): the story's translated
 * cards in study order, as multiple-choice or typed questions. Without
 * ?story it opens the newest lesson.
 */
export function TestPage() {
  const { t } = useTranslation('study');
  const { t: tl } = useTranslation('lesson');
  usePageTitle(t('test.title'));
  const { storyId, lesson, newest } = useModeLesson('/test');
  const queue = useModeQueue(storyId, lesson.data);

  if (storyId === null) {
    return (
      <Frame>
        {newest.isPending || newest.data ? (
          <Spinner label={t('test.loading')} className="py-24" />
        ) : (
          <Notice text={tl('review.noStory')} />
        )}
      </Frame>
    );
  }
  if (lesson.isPending) {
    return (
      <Frame>
        <Spinner label={t('test.loading')} className="py-24" />
      </Frame>
    );
  }
  if (lesson.isError) {
    const status = lesson.error instanceof ApiError ? lesson.error.status : 0;
    return (
      <Frame>
        <Notice
          text={
            status === 404 || status === 403 || status === 401
              ? tl('review.notFound')
              : tl('review.error')
          }
        />
      </Frame>
    );
  }

  const { story, flashcards, local } = lesson.data;
  const byId = new Map(flashcards.map((card) => [card.id, card]));
  const ordered = (queue.items ?? [])
    .map((item) => byId.get(item.cardId))
    .filter((card): card is Flashcard => card !== undefined && card.back.trim() !== '');

  return (
    <Frame>
      <p lang={story.targetLanguage} className="mt-2 text-lg text-ink-muted">
        {story.title}
      </p>
      <ModeSwitcher className="mt-6" />
      {local && <p className="mt-4 text-sm text-ink-muted">{tl('review.savedLocally')}</p>}
      {queue.isPending ? (
        <Spinner label={t('test.loading')} className="py-16" />
      ) : queue.isError ? (
        <p role="alert" className="mt-6 text-danger">
          {t('session.queueError')}
        </p>
      ) : ordered.length === 0 ? (
        <p className="mt-6 text-ink-muted">{t('test.empty')}</p>
      ) : (
        <TestSession
          key={storyId}
          cards={ordered}
          targetLanguage={story.targetLanguage}
          nativeLanguage={story.nativeLanguage}
          local={local}
        />
      )}
    </Frame>
  );
}
