import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useModeQueue } from '@/features/flashcards/api/get-study-queue';
import { ModeSwitcher } from '@/features/flashcards/components/mode-switcher';
import { useModeLesson } from '@/features/flashcards/hooks/use-mode-lesson';
import { ApiError } from '@/lib/api/client';
import type { Flashcard, Story } from '@/lib/api/lesson-types';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';

/** The lesson a mode page studies, once it is known. */
export interface ModeLesson {
  storyId: string;
  story: Story;
  /** Every card of the lesson, by position. */
  flashcards: Flashcard[];
  /** The cards to study: in the study queue's order (due, new, then the rest), or by position. */
  ordered: Flashcard[];
  /** A guest's copy kept in this browser: answers are kept here only. */
  local: boolean;
}

interface ModePageProps {
  /** The mode's path, e.g. '/test' (for putting the newest lesson in the URL). */
  path: string;
  title: string;
  loadingLabel: string;
  /** 'queue' (graded modes): the study queue's order; 'lesson': by position, no queue asked for. */
  order?: 'queue' | 'lesson';
  /** Controls beside the mode switcher (e.g. the audio speed), or made from the lesson's story. */
  toolbar?: ReactNode | ((story: Story) => ReactNode);
  /**
   * The mode asks for a sentence's own words (Missing, Order): a title that
   * is one of the lesson's sentences (a story is titled by its first) would
   * show the answer, so it is left out.
   */
  asksTheWords?: boolean;
  className?: string;
  children: (lesson: ModeLesson) => ReactNode;
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
 * The frame every study mode but Review shares: the lesson of ?story= (or
 * the newest one), its loading and error states, the story's title, the mode
 * switcher, and the cards in study order for the mode itself (`children`).
 */
export function ModePage({
  path,
  title,
  loadingLabel,
  order = 'queue',
  toolbar,
  asksTheWords = false,
  className,
  children,
}: ModePageProps) {
  const { t } = useTranslation('study');
  const { t: tl } = useTranslation('lesson');
  usePageTitle(title);
  const { storyId, lesson, newest } = useModeLesson(path);
  const queue = useModeQueue(storyId, order === 'queue' ? lesson.data : undefined);

  let body: ReactNode;
  if (storyId === null) {
    body =
      newest.isPending || newest.data ? (
        <Spinner label={loadingLabel} className="py-24" />
      ) : (
        <Notice text={tl('review.noStory')} />
      );
  } else if (lesson.isPending) {
    body = <Spinner label={loadingLabel} className="py-24" />;
  } else if (lesson.isError) {
    const status = lesson.error instanceof ApiError ? lesson.error.status : 0;
    body = (
      <Notice
        text={
          status === 404 || status === 403 || status === 401
            ? tl('review.notFound')
            : tl('review.error')
        }
      />
    );
  } else {
    const { story, flashcards, local } = lesson.data;
    let content: ReactNode;
    if (order === 'lesson') {
      const ordered = [...flashcards].sort((a, b) => a.position - b.position);
      content = children({ storyId, story, flashcards, ordered, local });
    } else if (queue.isError) {
      content = (
        <p role="alert" className="mt-6 text-danger">
          {t('session.queueError')}
        </p>
      );
    } else if (queue.isPending || !queue.items) {
      content = <Spinner label={loadingLabel} className="py-16" />;
    } else {
      const byId = new Map(flashcards.map((card) => [card.id, card]));
      const ordered = queue.items
        .map((item) => byId.get(item.cardId))
        .filter((card): card is Flashcard => card !== undefined);
      content = children({ storyId, story, flashcards, ordered, local });
    }
    const titleIsAnAnswer =
      asksTheWords &&
      flashcards.some((c) => c.kind === 'sentence' && c.front.trim() === story.title.trim());
    body = (
      <>
        {titleIsAnAnswer ? null : (
          <p
            lang={story.targetLanguage}
            className="mt-1 line-clamp-2 text-ink-muted sm:mt-2 sm:text-lg"
          >
            {story.title}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 sm:mt-6">
          <ModeSwitcher />
          {typeof toolbar === 'function' ? toolbar(story) : toolbar}
        </div>
        {local && <p className="mt-4 text-sm text-ink-muted">{tl('review.savedLocally')}</p>}
        {content}
      </>
    );
  }

  return (
    <div className={cn('mx-auto w-full max-w-3xl px-4 py-4 sm:px-6 sm:py-14', className)}>
      <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      {body}
    </div>
  );
}
