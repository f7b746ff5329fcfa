import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CardBack } from '@/components/card-back/card-back';
import { isShareToken, useSharedStory } from '@/features/public-share/api/shared-story';
import { ApiError } from '@/lib/api/client';
import { problemText } from '@/lib/api/problem-text';
import { acceptShare } from '@/lib/api/shares';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useDismissLessonPreview } from '@/lib/lesson-preview';
import type { Flashcard } from '@/lib/api/lesson-types';
import { useMe } from '@/lib/session/me';
import { toastError, toastSuccess } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { Pronunciation } from '@/components/pronunciation';

/**
 * A publicly shared story (product §10 /shared/{publicShareId}): the lesson
 * read-only, with "Add to my stories". A visitor or guest signs in or
 * registers first and lands on /stories, where the story is added.
 */
export function SharedStoryPage() {
  const { t } = useTranslation('stories');
  const { t: tc } = useTranslation();
  const { publicShareId = '' } = useParams();
  const shared = useSharedStory(publicShareId);
  usePageTitle(shared.data?.story.title ?? t('shared.pageTitle'));
  const me = useMe();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => acceptShare(queryClient, publicShareId),
    onSuccess: (res) => {
      toastSuccess(t('accept.addedTitle'), t('accept.added'));
      void navigate(`/flashcards?story=${encodeURIComponent(res.storyId)}`);
    },
    onError: (error) => {
      const text = problemText(tc, error, {
        title: t('accept.failedTitle'),
        description: t('accept.failed'),
      });
      toastError(text.title, text.description);
    },
  });

  const malformed = !isShareToken(publicShareId);
  // The server's painted preview (decision 0045) goes once the page shows
  // the story or why it cannot, never before: it covers the page meanwhile.
  useDismissLessonPreview(malformed || shared.isError || shared.data !== undefined);
  if (malformed || shared.isError) {
    const gone = malformed || (shared.error instanceof ApiError && shared.error.status < 500);
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12 text-center sm:px-6">
        <h1 className="font-display text-3xl font-semibold tracking-tight">
          {gone ? t('shared.goneTitle') : t('shared.errorTitle')}
        </h1>
        <p className="mt-3 text-ink-muted">{gone ? t('shared.gone') : t('shared.error')}</p>
        <Button asChild className="mt-6">
          <Link to="/">{t('shared.home')}</Link>
        </Button>
      </div>
    );
  }
  if (!shared.data) {
    return <Spinner label={t('loading')} className="min-h-[50vh] px-4 py-16" />;
  }
  const { story, flashcards } = shared.data;
  const signedIn = me.data?.mode === 'user';
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">
        {t('shared.kicker')}
      </p>
      <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight break-words sm:text-4xl">
        {story.title}
      </h1>
      {story.titleNative ? <p className="mt-2 text-ink-muted">{story.titleNative}</p> : null}
      <p className="mt-2 text-sm text-ink-muted">{t('cards', { count: flashcards.length })}</p>
      <div className="mt-5 rounded-2xl border border-line bg-brand-soft p-4">
        <p className="text-sm">{signedIn ? t('shared.addText') : t('shared.signInText')}</p>
        <Button
          className="mt-3 w-full sm:w-auto"
          disabled={accept.isPending || me.isPending}
          onClick={() => {
            if (signedIn) accept.mutate();
            else openAuthDialog({ shareId: publicShareId });
          }}
        >
          {accept.isPending ? t('accept.adding') : t('shared.add')}
        </Button>
      </div>
      <ol className="mt-6 flex flex-col gap-3" aria-label={t('shared.cardsLabel')}>
        {flashcards.map((card) => (
          <SharedCard
            key={card.id}
            card={card}
            targetLanguage={story.targetLanguage}
            nativeLanguage={story.nativeLanguage}
          />
        ))}
      </ol>
    </div>
  );
}

function SharedCard({
  card,
  targetLanguage,
  nativeLanguage,
}: {
  card: Flashcard;
  targetLanguage: string;
  nativeLanguage: string;
}) {
  const { t } = useTranslation('stories');
  const audio = useRef<HTMLAudioElement | null>(null);
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <p lang={targetLanguage} className="text-lg font-semibold break-words">
          {card.front}
        </p>
        {card.audioUrl ? (
          <Button
            variant="secondary"
            className="h-9 shrink-0 px-3"
            aria-label={t('shared.play', { text: card.front })}
            onClick={() => {
              audio.current ??= new Audio(card.audioUrl);
              audio.current.currentTime = 0;
              void audio.current.play().catch(() => undefined);
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
              <path d="M8 5v14l11-7z" />
            </svg>
          </Button>
        ) : null}
      </div>
      {card.pronunciation ? (
        <p className="mt-1 text-sm text-ink-muted">
          <Pronunciation text={card.pronunciation} />
        </p>
      ) : null}
      <div className="mt-2 break-words">
        <CardBack card={card} targetLanguage={targetLanguage} nativeLanguage={nativeLanguage} />
      </div>
      {card.edited ? <p className="mt-1 text-xs font-semibold text-brand">{t('edited')}</p> : null}
    </li>
  );
}
